import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('yields through scheduler.yield() where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });

  it('waits for a timer elsewhere: nothing after it runs in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let resumed = false;
    const waiting = nextTask().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(resumed).toBe(true);
  });
});
