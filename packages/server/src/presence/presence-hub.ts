import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { PresenceLog } from './presence-log';

/** What a socket's numbers count: one university's people, or everyone (a superuser). */
export type PresenceScope = { universityId: string } | 'all';

type Peer = {
  userId: string;
  sessionIdHash: string;
  /** The university the user belongs to: whose count they add to. */
  universityId: string;
  /** Whose numbers they are told. */
  scope: PresenceScope;
  alive: boolean;
  /** The numbers this socket was last told, so it hears only changes. */
  toldOnline: number | null;
  toldTotal: number | null;
};

/** Which of these sessions still exist (unexpired); the others' sockets are closed. */
export type SessionCheck = (idHashes: string[]) => Promise<Set<string>>;

/**
 * What several processes share (cluster/shared-presence.ts): with one attached, the online
 * numbers are everyone's across processes, and closing a session's or a user's sockets
 * reaches every process. Without one, the hub counts its own sockets (one process).
 */
export type PresenceBackplane = {
  /** This process now holds (or no longer holds) a socket of the user. */
  userPresent(userId: string, universityId: string, present: boolean): void;
  /** Distinct users online in a scope, over every live process (as last read). */
  onlineIn(scope: PresenceScope): number;
  /** Tells the other processes to close the sockets of a session, or of a user. */
  closeSession(sessionIdHash: string): void;
  closeUser(userId: string, exceptSessionIdHash?: string): void;
  /** Tells the other processes to re-read the registered totals. */
  totalsChanged(): void;
};

/**
 * Who is online, for /ws-presence (spec 2 §7). Counts distinct signed-in users, not sockets:
 * one person with three tabs is one user online. Numbers are per university (issue 18): a
 * socket is told the online and registered counts of the university its session works on, or
 * of everyone for a superuser; each socket hears a number only when its own number changes,
 * and a newcomer always gets both.
 */
export class PresenceHub {
  private readonly peers = new Map<WebSocket, Peer>();
  private totals = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  private backplane: PresenceBackplane | null = null;
  /** Sockets per user on this process: the backplane hears only a user's first and last. */
  private readonly socketsOfUser = new Map<string, number>();

  /** The presence lines of the log: at most one per session a minute. */
  readonly lines: PresenceLog;

  constructor(
    private readonly log: FastifyBaseLogger,
    now: () => Date = () => new Date(),
  ) {
    this.lines = new PresenceLog(log, now);
  }

  /** Shares presence with other processes from now on (before the first socket). */
  attach(backplane: PresenceBackplane): void {
    this.backplane = backplane;
  }

  /** Distinct users online in a scope (everyone by default). */
  onlineIn(scope: PresenceScope = 'all'): number {
    if (this.backplane) return this.backplane.onlineIn(scope);
    return this.localOnlineIn(scope);
  }

  /** Distinct users with a socket on this process. */
  localOnlineIn(scope: PresenceScope = 'all'): number {
    const users = new Set<string>();
    for (const peer of this.peers.values()) {
      if (scope === 'all' || peer.universityId === scope.universityId) users.add(peer.userId);
    }
    return users.size;
  }

  get onlineUsers(): number {
    return this.onlineIn('all');
  }

  add(
    socket: WebSocket,
    peer: { userId: string; sessionIdHash: string; universityId: string; scope: PresenceScope },
  ): void {
    if (this.peers.has(socket)) return;
    this.peers.set(socket, { ...peer, alive: true, toldOnline: null, toldTotal: null });
    const sockets = (this.socketsOfUser.get(peer.userId) ?? 0) + 1;
    this.socketsOfUser.set(peer.userId, sockets);
    if (sockets === 1) this.backplane?.userPresent(peer.userId, peer.universityId, true);
    socket.on('pong', () => {
      const known = this.peers.get(socket);
      if (known) known.alive = true;
    });
    socket.on('close', () => this.remove(socket));
    this.publish();
  }

  remove(socket: WebSocket): void {
    const peer = this.peers.get(socket);
    if (!peer) return;
    this.peers.delete(socket);
    const sockets = (this.socketsOfUser.get(peer.userId) ?? 1) - 1;
    if (sockets > 0) this.socketsOfUser.set(peer.userId, sockets);
    else {
      this.socketsOfUser.delete(peer.userId);
      this.backplane?.userPresent(peer.userId, peer.universityId, false);
    }
    this.publish();
  }

  /** Registered accounts per university (all-time), after a registration or at start. */
  setTotalUsers(byUniversity: ReadonlyMap<string, number>): void {
    this.setTotalUsersHere(byUniversity);
    this.backplane?.totalsChanged();
  }

  /** The totals another process announced, read back from the database. */
  setTotalUsersHere(byUniversity: ReadonlyMap<string, number>): void {
    this.totals = new Map(byUniversity);
    this.publish();
  }

  /** Signing out closes that session's sockets (on every process): the socket was authorised by it. */
  closeSession(sessionIdHash: string): void {
    this.closeSessionHere(sessionIdHash);
    this.backplane?.closeSession(sessionIdHash);
  }

  closeSessionHere(sessionIdHash: string): void {
    for (const [socket, peer] of this.peers) {
      if (peer.sessionIdHash === sessionIdHash) socket.close(1000, 'Signed out');
    }
  }

  /**
   * A password reset or change, or a suspension, ends the user's sessions; the sockets they
   * opened end too (all of them, or all but the session that changed the password).
   */
  closeUser(userId: string, exceptSessionIdHash?: string): void {
    this.closeUserHere(userId, exceptSessionIdHash);
    this.backplane?.closeUser(userId, exceptSessionIdHash);
  }

  closeUserHere(userId: string, exceptSessionIdHash?: string): void {
    for (const [socket, peer] of this.peers) {
      if (peer.userId === userId && peer.sessionIdHash !== exceptSessionIdHash) {
        socket.close(1000, 'Signed out');
      }
    }
  }

  /**
   * Each interval: pings every peer (one that did not answer the previous ping is dropped),
   * and asks `sessionsAlive` which sessions still exist, closing the sockets of any that ended
   * by another way than sign-out (expiry, deletion by another process or by hand).
   */
  startHeartbeat(intervalMs: number, sessionsAlive?: SessionCheck): void {
    this.heartbeat = setInterval(() => {
      for (const [socket, peer] of this.peers) {
        if (!peer.alive) {
          this.lines.info(
            peer.sessionIdHash,
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
      if (sessionsAlive && this.peers.size > 0) void this.closeEndedSessions(sessionsAlive);
    }, intervalMs);
    this.heartbeat.unref();
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    // Stopped processes count for nobody: the backplane removes this process's rows itself.
    this.backplane = null;
    for (const socket of this.peers.keys()) socket.terminate();
    this.peers.clear();
    this.socketsOfUser.clear();
  }

  /** Every user with a socket here, with their university (to re-announce them). */
  usersHere(): Map<string, string> {
    const users = new Map<string, string>();
    for (const peer of this.peers.values()) users.set(peer.userId, peer.universityId);
    return users;
  }

  private async closeEndedSessions(sessionsAlive: SessionCheck): Promise<void> {
    const hashes = [...new Set([...this.peers.values()].map((peer) => peer.sessionIdHash))];
    let alive: Set<string>;
    try {
      alive = await sessionsAlive(hashes);
    } catch (error) {
      this.log.warn({ err: error }, 'presence: could not check sessions; trying again next beat');
      return;
    }
    for (const [socket, peer] of this.peers) {
      if (!alive.has(peer.sessionIdHash)) socket.close(1000, 'Session ended');
    }
  }

  private totalIn(scope: PresenceScope): number {
    if (scope !== 'all') return this.totals.get(scope.universityId) ?? 0;
    let sum = 0;
    for (const count of this.totals.values()) sum += count;
    return sum;
  }

  /**
   * Tells each socket the numbers of its scope that changed since it was last told (also
   * called by the backplane once it has read new numbers).
   */
  publish(): void {
    const online = new Map<string, number>();
    const onlineOf = (scope: PresenceScope) => {
      const key = scope === 'all' ? '*' : scope.universityId;
      let count = online.get(key);
      if (count === undefined) {
        count = this.onlineIn(scope);
        online.set(key, count);
      }
      return count;
    };
    for (const [socket, peer] of this.peers) {
      const total = this.totalIn(peer.scope);
      if (total !== peer.toldTotal) {
        peer.toldTotal = total;
        this.sendTo(socket, JSON.stringify({ type: 'totalUsersUpdate', count: total }));
      }
      const count = onlineOf(peer.scope);
      if (count !== peer.toldOnline) {
        peer.toldOnline = count;
        this.sendTo(socket, JSON.stringify({ type: 'userCountUpdate', count }));
      }
    }
  }

  private sendTo(socket: WebSocket, message: string): void {
    if (socket.readyState === socket.OPEN) socket.send(message);
  }
}
