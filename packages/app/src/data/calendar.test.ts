import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarPlace, eventsPath, upcomingRange, visibleRange } from './calendar';

const place = (query: string) => calendarPlace(new URLSearchParams(query));

describe('calendarPlace', () => {
  it('reads the view and the day from the address', () => {
    const { view, date } = place('view=week&date=2026-12-31');
    expect(view).toBe('week');
    expect(date.toString()).toBe('2026-12-31');
  });

  it('falls back to the month view of today for a missing or hand-edited address', () => {
    for (const query of ['', 'view=year&date=2026-02-31', 'date=tomorrow', 'date=2026-13-01']) {
      const { view, date } = place(query);
      expect(view).toBe('month');
      expect(date.toString()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(query.includes(date.toString())).toBe(false);
    }
  });
});

describe('visibleRange', () => {
  it('covers a month grid across the year end with a week of slack', () => {
    const { from, to } = visibleRange('month', parseDate('2026-12-15'), 'UTC');
    expect(from.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(to.toISOString()).toBe('2027-01-08T00:00:00.000Z');
  });

  it('covers the week and the day around the date, at local midnight', () => {
    const week = visibleRange('week', parseDate('2026-03-08'), 'America/New_York');
    expect(week.from.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    // After the spring change New York is UTC-4.
    expect(week.to.toISOString()).toBe('2026-03-15T04:00:00.000Z');
    const day = visibleRange('day', parseDate('2026-11-01'), 'America/New_York');
    expect(day.from.toISOString()).toBe('2026-10-31T04:00:00.000Z');
    expect(day.to.toISOString()).toBe('2026-11-03T05:00:00.000Z');
  });
});

describe('upcomingRange', () => {
  it('starts at the hour and keeps the same key within it', () => {
    const a = eventsPath(upcomingRange(new Date('2026-11-24T10:05:00Z')));
    const b = eventsPath(upcomingRange(new Date('2026-11-24T10:59:59Z')));
    expect(a).toBe(b);
    const { from, to } = upcomingRange(new Date('2026-11-24T10:05:00Z'));
    expect(to.getTime() - from.getTime()).toBe(8 * 24 * 60 * 60 * 1000);
    expect(from.getTime()).toBeLessThanOrEqual(Date.parse('2026-11-24T10:05:00Z'));
  });
});
