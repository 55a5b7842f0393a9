import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

type Peer = { userId: string; sessionIdHash: string; alive: boolean };

/**
 * Who is online, for /ws-presence (spec 2 §7). Counts distinct signed-in users,
 * not sockets: one person with three tabs is one user online. Broadcasts go out
 * only when a number changes; a newcomer always gets both numbers.
 */
export class PresenceHub {
  private readonly peers = new Map<WebSocket, Peer>();
  private totalUsers = 0;
  private lastOnline = 0;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  get onlineUsers(): number {
    return new Set([...this.peers.values()].map((peer) => peer.userId)).size;
  }

  add(socket: WebSocket, userId: string, sessionIdHash: string): void {
    this.peers.set(socket, { userId, sessionIdHash, alive: true });
    socket.on('pong', () => {
      const peer = this.peers.get(socket);
      if (peer) peer.alive = true;
    });
    socket.on('close', () => this.remove(socket));
    this.sendTo(socket, JSON.stringify({ type: 'totalUsersUpdate', count: this.totalUsers }));
    if (!this.publishOnlineIfChanged()) {
      this.sendTo(socket, JSON.stringify({ type: 'userCountUpdate', count: this.lastOnline }));
    }
  }

  remove(socket: WebSocket): void {
    if (this.peers.delete(socket)) this.publishOnlineIfChanged();
  }

  setTotalUsers(count: number): void {
    if (count === this.totalUsers) return;
    this.totalUsers = count;
    this.broadcast(JSON.stringify({ type: 'totalUsersUpdate', count }));
  }

  /** Signing out closes that session's sockets: the socket was authorised by it. */
  closeSession(sessionIdHash: string): void {
    for (const [socket, peer] of this.peers) {
      if (peer.sessionIdHash === sessionIdHash) socket.close(1000, 'Signed out');
    }
  }

  /**
   * A password reset or change ends the user's sessions; the sockets they opened end too
   * (all of them, or all but the session that changed the password).
   */
  closeUser(userId: string, exceptSessionIdHash?: string): void {
    for (const [socket, peer] of this.peers) {
      if (peer.userId === userId && peer.sessionIdHash !== exceptSessionIdHash) {
        socket.close(1000, 'Signed out');
      }
    }
  }

  /** Pings every peer each interval; one that did not answer the previous ping is dropped. */
  startHeartbeat(intervalMs: number): void {
    this.heartbeat = setInterval(() => {
      for (const [socket, peer] of this.peers) {
        if (!peer.alive) {
          this.log.info(
            { userId: peer.userId },
            'presence: dropping a peer that missed its heartbeat',
          );
          socket.terminate();
          this.remove(socket);
          continue;
        }
        peer.alive = false;
        socket.ping();
      }
    }, intervalMs);
    this.heartbeat.unref();
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const socket of this.peers.keys()) socket.terminate();
    this.peers.clear();
  }

  private publishOnlineIfChanged(): boolean {
    const online = this.onlineUsers;
    if (online === this.lastOnline) return false;
    this.lastOnline = online;
    this.broadcast(JSON.stringify({ type: 'userCountUpdate', count: online }));
    return true;
  }

  private broadcast(message: string): void {
    for (const socket of this.peers.keys()) this.sendTo(socket, message);
  }

  private sendTo(socket: WebSocket, message: string): void {
    if (socket.readyState === socket.OPEN) socket.send(message);
  }
}
