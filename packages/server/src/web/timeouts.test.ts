import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    timeouts: { requestMs: 400, headersMs: 300, keepAliveMs: 200 },
    maxConnectionsPerIp: 5,
  });
});
afterAll(() => server.app.close());

function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

describe('slow clients (issue 19, item 5)', () => {
  it('closes a connection that sent headers and part of a body', async () => {
    const client = await open();
    client.socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    // Resolves once the server gives up on the request (the test timeout is the bound).
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that never finishes its headers', async () => {
    const client = await open();
    client.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle kept-alive connection', async () => {
    const client = await open();
    client.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('caps the connections one address holds open', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => open()));
    const extra = await open();
    await extra.closed;
    expect(extra.received()).toBe('');
    for (const client of clients) client.socket.destroy();
    await Promise.all(clients.map((client) => client.closed));
    // Room again once they closed.
    const response = await fetch(`${server.baseUrl}/api/v1/health`);
    expect(response.status).toBe(200);
  });
});
