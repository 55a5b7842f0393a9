import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoScroll } from './use-auto-scroll';

describe('useAutoScroll', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('follows the playing segment each time it changes', () => {
    const scrollToPosition = vi.fn();
    const { rerender } = renderHook((props) => useAutoScroll(props), {
      initialProps: { activePosition: 2, scrollToPosition },
    });
    rerender({ activePosition: 3, scrollToPosition });
    expect(scrollToPosition.mock.calls).toEqual([[2], [3]]);
  });

  it('stops following while the user scrolls and only the resume action brings it back', () => {
    const scrollToPosition = vi.fn();
    const { result, rerender } = renderHook((props) => useAutoScroll(props), {
      initialProps: { activePosition: 0, scrollToPosition },
    });
    act(() => result.current.suspend());
    expect(result.current.suspended).toBe(true);
    rerender({ activePosition: 1, scrollToPosition });
    act(() => vi.advanceTimersByTime(60_000));
    rerender({ activePosition: 2, scrollToPosition });
    expect(result.current.suspended).toBe(true);
    expect(scrollToPosition.mock.calls).toEqual([[0]]);

    act(() => result.current.resume());
    expect(result.current.suspended).toBe(false);
    // Resuming jumps straight to the segment playing now.
    expect(scrollToPosition.mock.calls).toEqual([[0], [2]]);
  });

  it('resumes on its own after the quiet time when one is set, restarting it on each scroll', () => {
    const scrollToPosition = vi.fn();
    const { result } = renderHook(() =>
      useAutoScroll({ activePosition: 4, scrollToPosition, resumeAfterMs: 5000 }),
    );
    act(() => result.current.suspend());
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.suspend());
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.suspended).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.suspended).toBe(false);
    expect(scrollToPosition).toHaveBeenLastCalledWith(4);
  });

  it('does nothing when no segment is playing or following is off', () => {
    const scrollToPosition = vi.fn();
    const { rerender } = renderHook((props) => useAutoScroll(props), {
      initialProps: { activePosition: -1, scrollToPosition, enabled: true },
    });
    rerender({ activePosition: 3, scrollToPosition, enabled: false });
    expect(scrollToPosition).not.toHaveBeenCalled();
  });
});
