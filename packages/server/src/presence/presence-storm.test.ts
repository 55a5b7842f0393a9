import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { openPresence } from '../testing/presence-client';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { PRESENCE_LOG_INTERVAL_MS } from './presence-log';

// A reconnect storm (issue 37, item 8): before, each reconnect wrote its own lines (the
// upgrade's request line, the ignored frame, a missed heartbeat): 200 reconnects, 600 lines.

type Line = { msg: string; level: number; suppressed?: number };
const logLines: Line[] = [];
let server: TestServer;
let cookie: string | null;
beforeAll(async () => {
  server = await startTestServer({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            logLines.push(JSON.parse(line) as Line);
          done();
        },
      }),
    },
  });
  const student = new Visitor(server.baseUrl);
  await student.signIn('student@demo.edu', DEMO_PASSWORD);
  cookie = student.cookie;
});
afterAll(() => server.app.close());

/** One reconnect of a misbehaving client: open, send a frame, go. */
async function reconnect() {
  const client = openPresence(server.baseUrl, { cookie });
  await client.opened;
  client.socket.send('hello again');
  await client.close();
}

/** Resolves once the server has read every frame sent before it (a round trip after them). */
async function settled() {
  const probe = openPresence(server.baseUrl, { cookie });
  await probe.opened;
  await probe.close();
}

describe('presence logging through a reconnect storm', () => {
  it('writes at most one line per session a minute, and then says how many it held back', async () => {
    const before = logLines.length;
    for (let round = 0; round < 200; round += 1) await reconnect();
    await settled();
    const storm = logLines.slice(before);
    expect(storm.map((line) => line.msg)).toEqual([
      'presence: ignored a message (further ones on this socket are not logged)',
    ]);

    server.clock.advance(PRESENCE_LOG_INTERVAL_MS);
    await reconnect();
    await settled();
    const next = logLines.slice(before + storm.length);
    expect(next).toHaveLength(1);
    // The 199 ignored frames of the first minute, held back, are counted in the next line.
    expect(next[0]?.suppressed).toBe(199);
  });

  it('keeps the line of another session apart', async () => {
    const other = new Visitor(server.baseUrl);
    await other.signIn('teacher@demo.edu', DEMO_PASSWORD);
    const before = logLines.length;
    const client = openPresence(server.baseUrl, { cookie: other.cookie });
    await client.opened;
    client.socket.send('first');
    await client.close();
    await settled();
    expect(logLines.slice(before).map((line) => line.msg)).toEqual([
      'presence: ignored a message (further ones on this socket are not logged)',
    ]);
  });
});
