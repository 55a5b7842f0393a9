import { studySessionSchema } from '@lp/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStudySession } from './use-study-session';

const START = Date.parse('2026-01-05T09:00:00.000Z');
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useStudySession', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
  });

  it('starts at mount and counts the total time every second', () => {
    const { result } = renderHook(() => useStudySession({ focusMode: false, lessonsCompleted: 2 }));
    expect(result.current).toEqual({
      startTime: START,
      totalTime: 0,
      focusTime: 0,
      breakTime: 0,
      lessonsCompleted: 2,
      streakDays: 1,
    });
    tick(1);
    expect(result.current.totalTime).toBe(1);
    tick(9);
    expect(result.current.totalTime).toBe(10);
    expect(result.current.focusTime).toBe(0);
    expect(studySessionSchema.parse(result.current)).toEqual(result.current);
  });

  it('counts focus time only while focus mode is on', () => {
    const { result, rerender } = renderHook(
      ({ focusMode }) => useStudySession({ focusMode, lessonsCompleted: 0 }),
      { initialProps: { focusMode: false } },
    );
    tick(5);
    rerender({ focusMode: true });
    tick(20);
    rerender({ focusMode: false });
    tick(5);
    expect(result.current).toMatchObject({ totalTime: 30, focusTime: 20, breakTime: 0 });
  });

  it('counts break time while the page is hidden', () => {
    const { result } = renderHook(() => useStudySession({ focusMode: true, lessonsCompleted: 0 }));
    tick(10);
    setVisibility('hidden');
    tick(60);
    setVisibility('visible');
    tick(10);
    expect(result.current).toMatchObject({ totalTime: 80, breakTime: 60, focusTime: 20 });
  });

  it('reports the lessons completed it is given', () => {
    const { result, rerender } = renderHook(
      ({ done }) => useStudySession({ focusMode: false, lessonsCompleted: done }),
      { initialProps: { done: 1 } },
    );
    rerender({ done: 3 });
    expect(result.current.lessonsCompleted).toBe(3);
  });

  it('stops ticking when the player closes', () => {
    const { unmount } = renderHook(() =>
      useStudySession({ focusMode: false, lessonsCompleted: 0 }),
    );
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
