import { parsePresenceMessage } from '@lp/contract/api';

/** The presence socket's states (spec 2 §4), and 'reconnecting' while a retry waits. */
export type PresenceConnectionState =
  'connecting' | 'connected' | 'reconnecting' | 'closed' | 'error';

export interface PresenceSnapshot {
  connection: PresenceConnectionState;
  /** 'Users Online Now' (null until the first count arrives). */
  online: number | null;
  /** Total Enrolled (null until the first count arrives). */
  total: number | null;
  /** When the next automatic attempt starts (epoch ms), while one waits. */
  reconnectAt: number | null;
}

/** The backoff of automatic reconnection: full jitter over a doubling, capped delay. */
export const PRESENCE_BACKOFF = { baseMs: 1_000, maxMs: 30_000 } as const;

/** Close codes after which retrying cannot help: the session ended, or the server refused us. */
const FINAL_CLOSE_CODES = new Set([1000, 1008]);

interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number): void;
}

export interface PresenceConnectionOptions {
  /** ws:// or wss:// address of /ws-presence. */
  url: string;
  createSocket?: (url: string) => SocketLike;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Where ignored messages are reported (spec 2 §7: ignored and logged). */
  log?: (message: string, detail: unknown) => void;
}

/** The socket address on the page's own host (the socket is not under the API's base path). */
export function presenceUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws-presence`;
}

/**
 * One presence socket with its numbers, framework-free so its behaviour is tested without a
 * browser. Beyond the spec, a dropped or failed socket reconnects by itself (jittered
 * exponential backoff, capped) and the count resumes; a session that ended (1000) or a refusal
 * (1008) stops it, as retrying would only be refused again.
 */
export class PresenceConnection {
  private snapshot: PresenceSnapshot = {
    connection: 'connecting',
    online: null,
    total: null,
    reconnectAt: null,
  };
  private readonly listeners = new Set<() => void>();
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private readonly log: (message: string, detail: unknown) => void;

  constructor(private readonly options: PresenceConnectionOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as SocketLike);
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
    this.log = options.log ?? ((message, detail) => console.warn(message, detail));
  }

  getSnapshot = (): PresenceSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Opens the socket: at mount, again after a failure ('Reconnect now' skips the wait), or after
   * stop() (React's strict mode mounts twice).
   */
  connect(): void {
    this.stopped = false;
    this.cancelTimer();
    this.detach();
    // A retry keeps saying 'reconnecting' or the error until it opens; a first try connects.
    const { connection } = this.snapshot;
    const retrying = connection === 'reconnecting' || connection === 'error';
    this.update({ connection: retrying ? connection : 'connecting', reconnectAt: null });
    let opened = false;
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      this.log('presence: could not open the socket', error);
      this.retry('error');
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      opened = true;
      this.attempt = 0;
      this.update({ connection: 'connected', reconnectAt: null });
    };
    socket.onmessage = (event) => {
      const raw = typeof event.data === 'string' ? event.data : String(event.data);
      const message = parsePresenceMessage(raw);
      if (!message) {
        this.log('presence: ignored a message it could not read', raw.slice(0, 200));
        return;
      }
      this.update(
        message.type === 'userCountUpdate' ? { online: message.count } : { total: message.count },
      );
    };
    // An error is always followed by close; close decides what happens next.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      this.socket = null;
      if (this.stopped) return;
      if (opened && FINAL_CLOSE_CODES.has(event.code)) {
        this.update({ connection: 'closed', reconnectAt: null });
        return;
      }
      this.retry(opened ? 'reconnecting' : 'error');
    };
  }

  /** Leaving the page: the socket closes and nothing retries. */
  stop(): void {
    this.stopped = true;
    this.cancelTimer();
    this.detach();
    this.update({ connection: 'closed', reconnectAt: null });
  }

  private retry(connection: 'reconnecting' | 'error'): void {
    const ceiling = Math.min(PRESENCE_BACKOFF.maxMs, PRESENCE_BACKOFF.baseMs * 2 ** this.attempt);
    // Full jitter, with a floor so a storm of clients does not retry at once nor at zero.
    const delay = Math.round(
      PRESENCE_BACKOFF.baseMs / 2 + this.random() * (ceiling - PRESENCE_BACKOFF.baseMs / 2),
    );
    this.attempt += 1;
    this.update({ connection, reconnectAt: this.now() + delay });
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  private detach(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    socket.close(1000);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private update(change: Partial<PresenceSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
