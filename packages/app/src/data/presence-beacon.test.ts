import { describe, expect, it, vi } from 'vitest';
import { holdPresence } from './presence-beacon';
import type { PresenceConnection } from './presence-connection';

function fakeConnection() {
  return { connect: vi.fn(), stop: vi.fn() } as unknown as PresenceConnection & {
    connect: ReturnType<typeof vi.fn>;
    stop: ReturnType<typeof vi.fn>;
  };
}

describe('holdPresence', () => {
  it('shares one socket between holders and closes it when the last lets go', () => {
    const first = fakeConnection();
    const create = vi.fn(() => first);
    const layout = holdPresence(create);
    const page = holdPresence(create);
    expect(create).toHaveBeenCalledTimes(1);
    expect(first.connect).toHaveBeenCalledTimes(1);
    expect(page.connection).toBe(layout.connection);

    page.release();
    page.release();
    expect(first.stop).not.toHaveBeenCalled();
    layout.release();
    expect(first.stop).toHaveBeenCalledTimes(1);

    // Signing in again opens a new socket.
    const second = fakeConnection();
    const again = holdPresence(() => second);
    expect(again.connection).toBe(second);
    expect(second.connect).toHaveBeenCalledTimes(1);
    again.release();
  });
});
