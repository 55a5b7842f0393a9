import { calendarEventInputSchema } from '@lp/contract/api';
import { describe, expect, it } from 'vitest';
import {
  eventInputFromValues,
  firstInvalidField,
  fromLocalInputValue,
  initialEventFormValues,
  nextFullHour,
  toLocalInputValue,
  validateEventForm,
} from './event-form-values';
import { sampleFullEvent, sampleInPersonEvent } from './calendar.samples';

const missing = { start: 'Enter the start date and time', end: 'Enter the end date and time' };

describe('datetime-local conversion', () => {
  it('round-trips an ISO date-time through the local input value', () => {
    for (const iso of [
      '2025-07-14T14:00:00Z',
      '2025-12-31T23:30:00+02:00',
      '2026-03-29T01:15:00Z',
    ]) {
      const local = toLocalInputValue(iso);
      expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      expect(Date.parse(fromLocalInputValue(local))).toBe(Date.parse(iso));
    }
  });

  it('reads the input value as local time', () => {
    const local = new Date(2025, 6, 14, 9, 5);
    expect(toLocalInputValue(local.toISOString())).toBe('2025-07-14T09:05');
    expect(fromLocalInputValue('2025-07-14T09:05')).toBe(local.toISOString());
  });

  it('gives an empty value for what is not a date', () => {
    expect(toLocalInputValue('soon')).toBe('');
    expect(fromLocalInputValue('')).toBe('');
    expect(fromLocalInputValue('2025-07-14')).toBe('');
  });
});

describe('initialEventFormValues', () => {
  it('starts a new event at the next full hour, for one hour, as a class', () => {
    const now = new Date(2025, 6, 14, 9, 20);
    expect(nextFullHour(now)).toEqual(new Date(2025, 6, 14, 10, 0));
    const values = initialEventFormValues({ now });
    expect(values).toMatchObject({
      title: '',
      start: '2025-07-14T10:00',
      end: '2025-07-14T11:00',
      type: 'class',
      priority: 'medium',
      color: 'primary',
      isOnline: false,
      completed: false,
    });
  });

  it('starts at the given start', () => {
    const values = initialEventFormValues({ initialStart: new Date(2025, 6, 31, 23, 30) });
    expect(values.start).toBe('2025-07-31T23:30');
    expect(values.end).toBe('2025-08-01T00:30');
  });

  it('fills every field from an event', () => {
    const values = initialEventFormValues({ event: sampleFullEvent });
    expect(values).toMatchObject({
      title: 'AI Security Lecture',
      type: 'class',
      priority: 'high',
      location: 'Online',
      instructor: 'Dr. Sarah Chen',
      attendees: 'Alex Morgan, Emma Wilson',
      description: 'Anomaly detection in practice.',
      isOnline: true,
      completed: true,
      color: 'primary',
    });
  });
});

describe('eventInputFromValues', () => {
  it('splits attendees, leaves empty fields out and keeps the course of an edited event', () => {
    const values = {
      ...initialEventFormValues({ event: sampleFullEvent }),
      attendees: ' Ann ,, Bo , ',
      instructor: '   ',
    };
    const input = eventInputFromValues(values, sampleFullEvent);
    expect(input.attendees).toEqual(['Ann', 'Bo']);
    expect(input.instructor).toBeUndefined();
    expect(input.courseId).toBe('course-1');
    expect(Date.parse(input.startTime)).toBe(Date.parse(sampleFullEvent.startTime));
    expect(calendarEventInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends no attendees when none are typed', () => {
    const values = initialEventFormValues({ event: sampleInPersonEvent });
    expect(eventInputFromValues(values, sampleInPersonEvent).attendees).toBeUndefined();
  });
});

describe('validateEventForm', () => {
  const base = initialEventFormValues({ now: new Date(2025, 6, 14, 9, 0) });

  it('gives the schema input when the form is valid, trimmed', () => {
    const { input, errors } = validateEventForm(
      calendarEventInputSchema,
      { ...base, title: '  Lab  ' },
      undefined,
      missing,
    );
    expect(errors).toEqual({});
    expect(input?.title).toBe('Lab');
  });

  it("shows the schema's messages on their fields", () => {
    expect(validateEventForm(calendarEventInputSchema, base, undefined, missing).errors).toEqual({
      title: 'Title is required',
    });
    const backwards = { ...base, title: 'Lab', end: base.start };
    expect(
      validateEventForm(calendarEventInputSchema, backwards, undefined, missing).errors,
    ).toEqual({
      end: 'The end must be after the start',
    });
  });

  it('says a date is missing rather than "Invalid ISO datetime"', () => {
    const { errors } = validateEventForm(
      calendarEventInputSchema,
      { ...base, title: 'Lab', start: '' },
      undefined,
      missing,
    );
    expect(errors.start).toBe('Enter the start date and time');
  });

  it('finds the first invalid field in screen order', () => {
    expect(firstInvalidField({ end: 'x', title: 'y' })).toBe('title');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
