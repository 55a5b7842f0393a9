import { parsePresenceMessage, type PresenceMessage } from '@lp/contract/api';
import WebSocket from 'ws';

type Waiter = {
  matches: (message: PresenceMessage) => boolean;
  resolve: (message: PresenceMessage) => void;
};

/** A /ws-presence client that records what it receives and lets a test wait for a message. */
export class PresenceClient {
  readonly received: PresenceMessage[] = [];
  private waiters: Waiter[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = parsePresenceMessage(data.toString());
      if (!message) return;
      this.received.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.matches(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve({ code })));
  }

  /** Resolves with the first message (already received or coming) of that type and count. */
  waitFor(type: PresenceMessage['type'], count?: number): Promise<PresenceMessage> {
    const matches = (message: PresenceMessage) =>
      message.type === type && (count === undefined || message.count === count);
    const seen = this.received.find(matches);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ matches, resolve }));
  }

  /** Forgets what was received so far, to wait for a later repeat of a message. */
  clear(): void {
    this.received.length = 0;
  }

  async close(): Promise<void> {
    this.socket.close();
    await this.closed;
  }
}

export function openPresence(
  baseUrl: string,
  options: { cookie?: string | null; origin?: string; autoPong?: boolean } = {},
): PresenceClient {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws-presence`, {
    headers,
    origin: options.origin ?? 'http://app.test',
    autoPong: options.autoPong ?? true,
  });
  return new PresenceClient(socket);
}
