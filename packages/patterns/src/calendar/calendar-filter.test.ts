import { sampleCalendarEvents } from '@lp/contract';
import { describe, expect, it } from 'vitest';
import { filterCalendarEvents, toGridEvent } from './calendar-filter';

const ids = (events: readonly { id: string }[]) => events.map((event) => event.id);

describe('filterCalendarEvents', () => {
  it('keeps everything with no search and every type', () => {
    expect(filterCalendarEvents(sampleCalendarEvents, '  ', 'all')).toHaveLength(
      sampleCalendarEvents.length,
    );
  });

  it('matches the title, description, location and instructor in any letter case', () => {
    expect(ids(filterCalendarEvents(sampleCalendarEvents, 'html QUIZ', 'all'))).toEqual([
      'event-3',
    ]);
    const byInstructor = sampleCalendarEvents.find((event) => event.instructor)!;
    expect(
      ids(
        filterCalendarEvents(sampleCalendarEvents, byInstructor.instructor!.toUpperCase(), 'all'),
      ),
    ).toContain(byInstructor.id);
  });

  it('keeps one type, and combines it with the search', () => {
    expect(ids(filterCalendarEvents(sampleCalendarEvents, '', 'exam'))).toEqual(['event-3']);
    expect(filterCalendarEvents(sampleCalendarEvents, 'lecture', 'exam')).toEqual([]);
  });
});

describe('toGridEvent', () => {
  it('draws an event in its colour role, or its type’s when the colour is not a role', () => {
    const event = sampleCalendarEvents[0]!;
    expect(toGridEvent({ ...event, color: 'success' }).tone).toBe('success');
    expect(toGridEvent({ ...event, type: 'exam', color: '#ff0000' }).tone).toBe('danger');
    expect(toGridEvent(event).start).toEqual(new Date(event.startTime));
  });
});
