import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { openPresence } from '../testing/presence-client';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

const logLines: { msg: string; level: number }[] = [];
let server: TestServer;
let cookie: string | null;
beforeAll(async () => {
  server = await startTestServer({
    presenceFrames: { burst: 10, perSecond: 1 },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean))
            logLines.push(JSON.parse(line));
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

const presenceLines = (text: string) => logLines.filter((line) => line.msg.includes(text));

describe('presence frame flood (issue 19, item 12)', () => {
  it('logs the first ignored frame of a socket only', async () => {
    const client = openPresence(server.baseUrl, { cookie });
    await client.opened;
    for (let index = 0; index < 5; index += 1) client.socket.send(`hello ${index}`);
    // A round trip after the frames: the server has read them all by the time it answers.
    const other = openPresence(server.baseUrl, { cookie });
    await other.opened;
    await other.close();
    await expect.poll(() => presenceLines('ignored a message').length).toBe(1);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await client.close();
  });

  it('closes a socket that sends past its frame budget with 1008, and logs that once', async () => {
    // A minute on: the presence log writes at most one line per session a minute (issue 37).
    server.clock.advance(60_000);
    const before = presenceLines('ignored a message').length;
    const client = openPresence(server.baseUrl, { cookie });
    await client.opened;
    for (let index = 0; index < 1000; index += 1) {
      if (client.socket.readyState !== client.socket.OPEN) break;
      client.socket.send('spam');
    }
    expect((await client.closed).code).toBe(1008);
    expect(presenceLines('too many messages')).toHaveLength(1);
    expect(presenceLines('ignored a message').length - before).toBe(1);
  });
});
