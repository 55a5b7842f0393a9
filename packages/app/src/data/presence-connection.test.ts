import { describe, expect, it, vi } from 'vitest';
import { PRESENCE_BACKOFF, PresenceConnection, presenceUrl } from './presence-connection';

/** A socket the test drives by hand. */
class FakeSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  open() {
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.onerror?.({});
    this.onclose?.({ code });
  }
}

function setup(random = 0.5) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const log = vi.fn();
  let clock = 1_000_000;
  const connection = new PresenceConnection({
    url: 'ws://app.test/ws-presence',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    now: () => clock,
    random: () => random,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    log,
  });
  const latest = () => sockets.at(-1)!;
  const fireTimer = () => {
    const timer = timers.filter((each) => !each.cleared).at(-1)!;
    timer.cleared = true;
    clock += timer.ms;
    timer.run();
  };
  return { connection, sockets, timers, log, latest, fireTimer };
}

describe('presenceUrl', () => {
  it("uses the page's host and the matching socket scheme", () => {
    expect(presenceUrl({ protocol: 'https:', host: 'learn.uni.edu' })).toBe(
      'wss://learn.uni.edu/ws-presence',
    );
    expect(presenceUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws-presence',
    );
  });
});

describe('PresenceConnection', () => {
  it('goes connecting → connected and takes both counts, JSON or JSON encoded twice', () => {
    const { connection, latest } = setup();
    connection.connect();
    expect(connection.getSnapshot()).toMatchObject({ connection: 'connecting', online: null });
    latest().open();
    latest().receive(JSON.stringify({ type: 'userCountUpdate', count: 12 }));
    latest().receive(JSON.stringify(JSON.stringify({ type: 'totalUsersUpdate', count: 340 })));
    expect(connection.getSnapshot()).toEqual({
      connection: 'connected',
      online: 12,
      total: 340,
      reconnectAt: null,
    });
  });

  it('ignores and logs what it cannot read', () => {
    const { connection, latest, log } = setup();
    connection.connect();
    latest().open();
    latest().receive('{not json');
    latest().receive(JSON.stringify({ type: 'somethingElse', count: 1 }));
    expect(connection.getSnapshot().online).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('tells its listeners of each change', () => {
    const { connection, latest } = setup();
    const listener = vi.fn();
    const unsubscribe = connection.subscribe(listener);
    connection.connect();
    latest().open();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    latest().receive(JSON.stringify({ type: 'userCountUpdate', count: 1 }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('says error when the first attempt fails, and retries by itself', () => {
    const { connection, latest, sockets, fireTimer } = setup();
    connection.connect();
    latest().drop();
    const snapshot = connection.getSnapshot();
    expect(snapshot.connection).toBe('error');
    expect(snapshot.reconnectAt).not.toBeNull();
    fireTimer();
    expect(sockets).toHaveLength(2);
    // The retry keeps the error showing until it opens.
    expect(connection.getSnapshot().connection).toBe('error');
    latest().open();
    expect(connection.getSnapshot().connection).toBe('connected');
  });

  it('reconnects a dropped socket and keeps the last numbers meanwhile', () => {
    const { connection, latest, fireTimer } = setup();
    connection.connect();
    latest().open();
    latest().receive(JSON.stringify({ type: 'userCountUpdate', count: 7 }));
    latest().drop(1006);
    expect(connection.getSnapshot()).toMatchObject({ connection: 'reconnecting', online: 7 });
    fireTimer();
    latest().open();
    latest().receive(JSON.stringify({ type: 'userCountUpdate', count: 9 }));
    expect(connection.getSnapshot()).toMatchObject({ connection: 'connected', online: 9 });
  });

  it('backs off exponentially with jitter, up to the cap, and starts over after a success', () => {
    const highest = setup(1);
    highest.connection.connect();
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      highest.latest().drop();
      delays.push(highest.timers.at(-1)!.ms);
      highest.fireTimer();
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    highest.latest().open();
    highest.latest().drop();
    expect(highest.timers.at(-1)!.ms).toBe(PRESENCE_BACKOFF.baseMs);

    const lowest = setup(0);
    lowest.connection.connect();
    lowest.latest().drop();
    expect(lowest.timers.at(-1)!.ms).toBe(PRESENCE_BACKOFF.baseMs / 2);
  });

  it('stops for good when the session ended or the server refused the socket', () => {
    for (const code of [1000, 1008]) {
      const { connection, latest, timers } = setup();
      connection.connect();
      latest().open();
      latest().drop(code);
      expect(connection.getSnapshot()).toMatchObject({ connection: 'closed', reconnectAt: null });
      expect(timers).toHaveLength(0);
    }
  });

  it('reconnects at once on demand, cancelling the wait', () => {
    const { connection, latest, timers, sockets } = setup();
    connection.connect();
    latest().drop();
    connection.connect();
    expect(timers[0]!.cleared).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('closes the socket and stops retrying when the page is left', () => {
    const { connection, latest, timers } = setup();
    connection.connect();
    const socket = latest();
    socket.open();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    expect(connection.getSnapshot().connection).toBe('closed');
    expect(timers).toHaveLength(0);
  });
});
