import { CalendarDate, getHoursInDay } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  eventsInHourCell,
  eventsOnDay,
  firstEventHourRow,
  hourRows,
  monthWeeks,
  moveFocusedDate,
  moveHourRow,
  splitByLimit,
  weekDays,
} from './calendar-dates';
import { calendarRangeLabel } from './calendar-format';
import type { CalendarGridEvent } from './types';

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new CalendarDate(y!, m!, d!);
};
const ids = (events: CalendarGridEvent[]) => events.map((e) => e.id);
const ev = (id: string, start: string, end: string): CalendarGridEvent => ({
  id,
  title: id,
  start: new Date(start),
  end: new Date(end),
});

describe('visible days', () => {
  it('starts the weeks on Sunday in en-US', () => {
    const weeks = monthWeeks(day('2026-11-24'), 'en-US');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]!.toString()).toBe('2026-11-01');
    expect(weeks.at(-1)!.at(-1)!.toString()).toBe('2026-12-05');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('starts the weeks on Monday in en-GB and de-DE, with the adjacent months at the edges', () => {
    for (const locale of ['en-GB', 'de-DE']) {
      const weeks = monthWeeks(day('2026-11-24'), locale);
      expect(weeks).toHaveLength(6);
      expect(weeks[0]![0]!.toString()).toBe('2026-10-26');
      expect(weeks.at(-1)!.at(-1)!.toString()).toBe('2026-12-06');
    }
    expect(weekDays(day('2026-11-24'), 'de-DE').map(String)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('covers a leap February', () => {
    const days = monthWeeks(day('2028-02-10'), 'en-US').flat().map(String);
    expect(days).toContain('2028-02-29');
    expect(days.at(-1)).toBe('2028-03-04');
  });

  it('lists hour rows for a step', () => {
    expect(hourRows(1)).toHaveLength(24);
    expect(hourRows(2)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);
  });
});

describe('moveFocusedDate', () => {
  const month: Parameters<typeof moveFocusedDate>[2] = { view: 'month', locale: 'en-US' };
  const move = (iso: string, key: string, options = month) =>
    moveFocusedDate(day(iso), key, options)?.toString();

  it('crosses month and year ends', () => {
    expect(move('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(move('2027-01-01', 'ArrowLeft')).toBe('2026-12-31');
    expect(move('2026-11-28', 'ArrowDown')).toBe('2026-12-05');
    expect(move('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(move('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(move('2027-01-15', 'PageUp')).toBe('2026-12-15');
  });

  it('keeps a leap day and lands on it', () => {
    expect(move('2028-02-28', 'ArrowRight')).toBe('2028-02-29');
    expect(move('2028-02-29', 'ArrowRight')).toBe('2028-03-01');
    expect(move('2028-01-31', 'PageDown')).toBe('2028-02-29');
  });

  it('goes to the locale week ends with Home and End', () => {
    expect(move('2026-11-24', 'Home')).toBe('2026-11-22');
    expect(move('2026-11-24', 'End')).toBe('2026-11-28');
    expect(move('2026-11-24', 'Home', { view: 'month', locale: 'en-GB' })).toBe('2026-11-23');
  });

  it('mirrors Left and Right in a right-to-left locale', () => {
    expect(move('2026-11-24', 'ArrowLeft', { view: 'month', locale: 'ar-EG', rtl: true })).toBe(
      '2026-11-25',
    );
  });

  it('moves a week with Page keys and leaves Up/Down to the hours in the time views', () => {
    const week = { view: 'week', locale: 'en-US' } as const;
    expect(move('2026-11-24', 'PageDown', week)).toBe('2026-12-01');
    expect(move('2026-11-24', 'ArrowUp', week)).toBeUndefined();
    expect(moveHourRow(8, 'ArrowUp', 2)).toBe(6);
    expect(moveHourRow(22, 'ArrowDown', 2)).toBe(22);
    expect(moveHourRow(0, 'ArrowUp', 1)).toBe(0);
    expect(moveHourRow(9, 'ArrowDown', 2)).toBe(10);
  });
});

describe('events in a zone', () => {
  it('places events on a 23-hour day in New York (2026-03-08)', () => {
    const zone = 'America/New_York';
    const dstDay = day('2026-03-08');
    expect(getHoursInDay(dstDay, zone)).toBe(23);
    const events = [
      ev('before', '2026-03-08T06:30:00Z', '2026-03-08T07:00:00Z'), // 1:30 EST
      ev('after', '2026-03-08T07:30:00Z', '2026-03-08T08:00:00Z'), // 3:30 EDT
      ev('late', '2026-03-09T03:30:00Z', '2026-03-09T03:45:00Z'), // 11:30 PM EDT, still Mar 8
    ];
    expect(ids(eventsOnDay(events, dstDay, zone))).toEqual(['before', 'after', 'late']);
    expect(ids(eventsInHourCell(events, dstDay, 1, zone))).toEqual(['before']);
    expect(ids(eventsInHourCell(events, dstDay, 2, zone))).toEqual([]);
    expect(ids(eventsInHourCell(events, dstDay, 3, zone))).toEqual(['after']);
    expect(ids(eventsInHourCell(events, dstDay, 23, zone))).toEqual(['late']);
    expect(ids(eventsOnDay(events, day('2026-03-09'), zone))).toEqual([]);
  });

  it('places events on a 25-hour day in New York (2026-11-01), 1:30 twice', () => {
    const zone = 'America/New_York';
    const dstDay = day('2026-11-01');
    expect(getHoursInDay(dstDay, zone)).toBe(25);
    const events = [
      ev('edt', '2026-11-01T05:30:00Z', '2026-11-01T06:00:00Z'), // 1:30 EDT
      ev('est', '2026-11-01T06:30:00Z', '2026-11-01T07:00:00Z'), // 1:30 EST
      ev('after', '2026-11-01T08:30:00Z', '2026-11-01T09:00:00Z'), // 3:30 EST
      ev('late', '2026-11-02T04:30:00Z', '2026-11-02T04:45:00Z'), // 11:30 PM EST
    ];
    expect(ids(eventsInHourCell(events, dstDay, 1, zone))).toEqual(['edt', 'est']);
    expect(ids(eventsInHourCell(events, dstDay, 3, zone))).toEqual(['after']);
    expect(ids(eventsInHourCell(events, dstDay, 23, zone))).toEqual(['late']);
    expect(ids(eventsInHourCell(events, dstDay, 0, zone, 2))).toEqual(['edt', 'est']);
    expect(ids(eventsInHourCell(events, dstDay, 2, zone, 2))).toEqual(['after']);
  });

  it('places events across both changes in Berlin', () => {
    const zone = 'Europe/Berlin';
    expect(getHoursInDay(day('2026-03-29'), zone)).toBe(23);
    const spring = [
      ev('a', '2026-03-29T00:30:00Z', '2026-03-29T00:45:00Z'), // 1:30 CET
      ev('b', '2026-03-29T01:30:00Z', '2026-03-29T01:45:00Z'), // 3:30 CEST
    ];
    expect(ids(eventsInHourCell(spring, day('2026-03-29'), 1, zone))).toEqual(['a']);
    expect(ids(eventsInHourCell(spring, day('2026-03-29'), 3, zone))).toEqual(['b']);
    const autumn = [ev('c', '2026-10-25T00:30:00Z', '2026-10-25T00:45:00Z')]; // 2:30 CEST
    expect(ids(eventsInHourCell(autumn, day('2026-10-25'), 2, zone))).toEqual(['c']);
    // 23:30 UTC on the 24th is already the 25th in Berlin.
    const edge = [ev('d', '2026-10-24T22:30:00Z', '2026-10-24T22:45:00Z')];
    expect(ids(eventsOnDay(edge, day('2026-10-25'), zone))).toEqual(['d']);
    expect(ids(eventsOnDay(edge, day('2026-10-24'), zone))).toEqual([]);
  });

  it('shows an event crossing midnight on both days, in the first row of the second', () => {
    const zone = 'America/New_York';
    const night = [ev('night', '2026-11-28T03:00:00Z', '2026-11-28T07:00:00Z')]; // 10 PM - 2 AM
    expect(ids(eventsOnDay(night, day('2026-11-27'), zone))).toEqual(['night']);
    expect(ids(eventsOnDay(night, day('2026-11-28'), zone))).toEqual(['night']);
    expect(ids(eventsInHourCell(night, day('2026-11-27'), 22, zone))).toEqual(['night']);
    expect(ids(eventsInHourCell(night, day('2026-11-28'), 0, zone))).toEqual(['night']);
    // Ending exactly at midnight keeps it off the next day.
    const toMidnight = [ev('m', '2026-11-28T03:00:00Z', '2026-11-28T05:00:00Z')];
    expect(ids(eventsOnDay(toMidnight, day('2026-11-28'), zone))).toEqual([]);
  });

  it('orders a day by start and finds the first hour row', () => {
    const zone = 'UTC';
    const events = [
      ev('b', '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z'),
      ev('a', '2026-11-24T09:00:00Z', '2026-11-24T09:30:00Z'),
    ];
    expect(ids(eventsOnDay(events, day('2026-11-24'), zone))).toEqual(['a', 'b']);
    expect(firstEventHourRow(events, [day('2026-11-24')], zone, 2)).toBe(8);
    expect(firstEventHourRow([], [day('2026-11-24')], zone, 1)).toBe(8);
    // An event running on from the day before does not pull the first hour to midnight.
    const carried = [...events, ev('night', '2026-11-23T22:00:00Z', '2026-11-24T02:00:00Z')];
    expect(firstEventHourRow(carried, [day('2026-11-24')], zone, 1)).toBe(9);
  });
});

describe('splitByLimit', () => {
  it('shows up to the limit and counts the rest', () => {
    const five = [1, 2, 3, 4, 5];
    expect(splitByLimit(five, 3)).toEqual({ shown: [1, 2, 3], hidden: 2 });
    expect(splitByLimit(five, 2)).toEqual({ shown: [1, 2], hidden: 3 });
    expect(splitByLimit(five, 5)).toEqual({ shown: five, hidden: 0 });
    expect(splitByLimit(five)).toEqual({ shown: five, hidden: 0 });
  });
});

describe('calendarRangeLabel', () => {
  it('names a month, a week and a day', () => {
    const date = day('2026-11-24');
    expect(calendarRangeLabel('month', date, 'en-US')).toBe('November 2026');
    expect(calendarRangeLabel('week', date, 'en-US')).toMatch(/^Nov 22\s–\s28, 2026$/);
    expect(calendarRangeLabel('week', date, 'en-GB')).toMatch(/^23\s?–\s?29 Nov 2026$/);
    expect(calendarRangeLabel('week', day('2026-12-30'), 'en-US')).toMatch(
      /^Dec 27, 2026\s–\sJan 2, 2027$/,
    );
    expect(calendarRangeLabel('day', date, 'en-US')).toBe('Tuesday, November 24, 2026');
    expect(calendarRangeLabel('month', date, 'de-DE')).toBe('November 2026');
  });
});
