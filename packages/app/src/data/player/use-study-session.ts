import { STUDY_TIMER_TICK_MS, type StudySession } from '@lp/contract';
import { useEffect, useMemo, useRef, useState } from 'react';

export interface UseStudySessionOptions {
  /** Whether the player is in focus mode: that time counts as focus time. */
  focusMode: boolean;
  /** Lessons completed, as the player knows them. */
  lessonsCompleted: number;
}

interface StudyClock {
  /** When time was last booked (epoch ms). */
  mark: number;
  total: number;
  focus: number;
  away: number;
  focusMode: boolean;
  hidden: boolean;
}

/** Books the milliseconds since the last mark under the state that held during them. */
function book(clock: StudyClock, now: number) {
  const elapsed = Math.max(0, now - clock.mark);
  clock.mark = now;
  clock.total += elapsed;
  if (clock.hidden) clock.away += elapsed;
  else if (clock.focusMode) clock.focus += elapsed;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The study session statistics of the player (spec 1 §3, §4: the timer ticks every second).
 * Times are measured on the clock between ticks, not by counting ticks, because browsers slow
 * timers down in background tabs. Total time counts everything since the player opened; break
 * time is while the page is hidden; focus time is while focus mode is on and the page is
 * visible (time away from the page is a break, whatever the mode).
 */
export function useStudySession({
  focusMode,
  lessonsCompleted,
}: UseStudySessionOptions): StudySession {
  const [startTime] = useState(() => Date.now());
  const [times, setTimes] = useState({ totalTime: 0, focusTime: 0, breakTime: 0 });
  const clock = useRef<StudyClock>({
    mark: startTime,
    total: 0,
    focus: 0,
    away: 0,
    focusMode,
    hidden: false,
  });

  useEffect(() => {
    book(clock.current, Date.now());
    clock.current.focusMode = focusMode;
  }, [focusMode]);

  useEffect(() => {
    clock.current.hidden = isHidden();
    const publish = () => {
      book(clock.current, Date.now());
      const { total, focus, away } = clock.current;
      setTimes({
        totalTime: Math.floor(total / 1000),
        focusTime: Math.floor(focus / 1000),
        breakTime: Math.floor(away / 1000),
      });
    };
    const onVisibility = () => {
      book(clock.current, Date.now());
      clock.current.hidden = isHidden();
    };
    const timer = setInterval(publish, STUDY_TIMER_TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const completed = Math.max(0, Math.floor(lessonsCompleted) || 0);
  return useMemo(
    // The spec keeps no study history, so the streak is this day only.
    () => ({ startTime, ...times, lessonsCompleted: completed, streakDays: 1 }),
    [startTime, times, completed],
  );
}
