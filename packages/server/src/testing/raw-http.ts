import { connect } from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends one request exactly as written (request line and headers) on a fresh socket and reads
 * the answer until the server closes it: fetch would normalise the request line first.
 */
export function rawRequest(
  baseUrl: string,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const head = Object.entries({
    host: `${hostname}:${port}`,
    connection: 'close',
    'content-length': '0',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split(/\r\n\r\n([\s\S]*)/, 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status, headers: parsed, body });
    });
    socket.end(`${requestLine}\r\n${head}\r\n`);
  });
}
