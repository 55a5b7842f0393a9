import { calendarEventTypes } from '@lp/contract';
import { describe, expect, it } from 'vitest';
import { eventTone, eventTypeLabel, isEventTone, priorityLabel } from './event-tone';

describe('eventTone', () => {
  it('uses the event colour when it is a theme role', () => {
    expect(eventTone({ type: 'class', color: 'accent' })).toBe('accent');
    expect(eventTone({ type: 'exam', color: 'neutral' })).toBe('neutral');
  });

  it.each([
    ['class', 'primary'],
    ['assignment', 'warning'],
    ['exam', 'danger'],
    ['meeting', 'info'],
    ['study-session', 'success'],
    ['deadline', 'danger'],
  ] as const)('falls back to the tone of a %s', (type, tone) => {
    expect(eventTone({ type })).toBe(tone);
    // A raw colour or an unknown role is never drawn: the type decides.
    expect(eventTone({ type, color: '#ff0000' })).toBe(tone);
    expect(eventTone({ type, color: 'chart-1' })).toBe(tone);
  });

  it('knows its roles', () => {
    expect(isEventTone('warning')).toBe(true);
    expect(isEventTone('purple')).toBe(false);
    expect(isEventTone(undefined)).toBe(false);
  });
});

describe('eventTypeLabel', () => {
  it('names every type of the contract', () => {
    expect(calendarEventTypes.map(eventTypeLabel)).toEqual([
      'Class',
      'Assignment',
      'Exam',
      'Meeting',
      'Study session',
      'Deadline',
    ]);
  });

  it('names priorities', () => {
    expect(priorityLabel('high')).toBe('High');
    expect(priorityLabel('low')).toBe('Low');
  });
});
