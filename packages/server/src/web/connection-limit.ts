import type { Server } from 'node:http';

/**
 * Caps the open connections of one client address (issue 19, item 5): past `max`, a new
 * connection is closed at once, so one client cannot hold the server's sockets with slow
 * requests. Counted per socket address: behind a reverse proxy every connection comes from
 * the proxy, so buildServer turns it off there (cap per client at the proxy).
 */
export function limitConnectionsPerIp(server: Server, max: number): void {
  if (!(max > 0)) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
