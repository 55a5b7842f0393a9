import type { CalendarGridEvent } from './types';

// One set of examples for the stories and the tests (CONVENTIONS 11). Times are instants; the
// stories and tests pin the zone to America/New_York and today to Tuesday, November 24, 2026.
export const SAMPLE_ZONE = 'America/New_York';

const at = (iso: string) => new Date(iso);

/** A busy week of November 2026: Nov 24 holds five events, so its cell overflows at 3 and at 2. */
export const sampleEvents: CalendarGridEvent[] = [
  {
    id: 'lecture',
    title: 'Lecture: Neural networks',
    start: at('2026-11-24T14:00:00Z'),
    end: at('2026-11-24T15:30:00Z'),
  },
  {
    id: 'office',
    title: 'Office hours',
    start: at('2026-11-24T16:00:00Z'),
    end: at('2026-11-24T17:00:00Z'),
    tone: 'info',
  },
  {
    id: 'quiz',
    title: 'Quiz 3 due',
    start: at('2026-11-24T19:00:00Z'),
    end: at('2026-11-24T19:30:00Z'),
    tone: 'warning',
  },
  {
    id: 'study',
    title: 'Study group',
    start: at('2026-11-24T22:00:00Z'),
    end: at('2026-11-24T23:00:00Z'),
    tone: 'success',
  },
  {
    id: 'meet',
    title: 'Mentor meeting',
    start: at('2026-11-24T23:30:00Z'),
    end: at('2026-11-25T00:00:00Z'),
    tone: 'accent',
  },
  {
    id: 'exam',
    title: 'Midterm exam',
    start: at('2026-11-19T15:00:00Z'),
    end: at('2026-11-19T17:00:00Z'),
    tone: 'danger',
  },
  {
    id: 'reading',
    title: 'Reading: chapter 4',
    start: at('2026-11-23T14:00:00Z'),
    end: at('2026-11-23T15:00:00Z'),
    tone: 'neutral',
    completed: true,
  },
  {
    id: 'lab',
    title: 'Lab session',
    start: at('2026-11-26T15:00:00Z'),
    end: at('2026-11-26T17:00:00Z'),
  },
  {
    id: 'lab2',
    title: 'Lab write-up',
    start: at('2026-11-26T15:30:00Z'),
    end: at('2026-11-26T16:30:00Z'),
    tone: 'info',
  },
  {
    id: 'lab3',
    title: 'Lab review',
    start: at('2026-11-26T15:45:00Z'),
    end: at('2026-11-26T16:00:00Z'),
    tone: 'success',
  },
  // 10 PM to 2 AM local: crosses midnight into Nov 28.
  {
    id: 'hackathon',
    title: 'Night hackathon',
    start: at('2026-11-28T03:00:00Z'),
    end: at('2026-11-28T07:00:00Z'),
    tone: 'accent',
  },
  {
    id: 'dec',
    title: 'Project kickoff',
    start: at('2026-12-01T15:00:00Z'),
    end: at('2026-12-01T16:00:00Z'),
  },
  {
    id: 'oct',
    title: 'Orientation',
    start: at('2026-10-27T13:00:00Z'),
    end: at('2026-10-27T14:00:00Z'),
    tone: 'info',
  },
];

/** The day clocks go back in New York (Nov 1, 2026: 25 hours), with 1:30 AM twice. */
export const dstFallEvents: CalendarGridEvent[] = [
  {
    id: 'early',
    title: 'Early shift (EDT)',
    start: at('2026-11-01T05:30:00Z'),
    end: at('2026-11-01T06:00:00Z'),
  },
  {
    id: 'repeat',
    title: 'Repeated hour (EST)',
    start: at('2026-11-01T06:30:00Z'),
    end: at('2026-11-01T07:00:00Z'),
    tone: 'warning',
  },
  {
    id: 'after',
    title: 'After the change',
    start: at('2026-11-01T08:30:00Z'),
    end: at('2026-11-01T09:00:00Z'),
    tone: 'success',
  },
];

/** The day clocks go forward in New York (Mar 8, 2026: 23 hours, no 2 AM). */
export const dstSpringEvents: CalendarGridEvent[] = [
  {
    id: 'before',
    title: 'Before the change',
    start: at('2026-03-08T06:30:00Z'),
    end: at('2026-03-08T07:00:00Z'),
  },
  {
    id: 'after',
    title: 'After the change',
    start: at('2026-03-08T07:30:00Z'),
    end: at('2026-03-08T08:00:00Z'),
    tone: 'success',
  },
];
