import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cellOverflow, upcomingEvents } from './calendar';

const at = (id: string, startTime: string) => ({ id, startTime });

describe('upcomingEvents', () => {
  const now = new Date('2025-07-14T12:00:00Z');

  it('lists events of the next 7 days, soonest first, leaving out past ones', () => {
    const events = [
      at('later', '2025-07-18T09:00:00Z'),
      at('past', '2025-07-14T11:59:00Z'),
      at('soon', '2025-07-14T13:00:00Z'),
      at('too-far', '2025-07-21T12:00:01Z'),
      at('edge', '2025-07-21T12:00:00Z'),
    ];
    expect(upcomingEvents(events, now).map((event) => event.id)).toEqual(['soon', 'later', 'edge']);
  });

  it('never lists more than 5, all within the window', () => {
    const start = now.getTime();
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: start - 1e9, max: start + 1e9 }), { maxLength: 20 }),
        (times) => {
          const events = times.map((time, index) =>
            at(String(index), new Date(time).toISOString()),
          );
          const list = upcomingEvents(events, now);
          expect(list.length).toBeLessThanOrEqual(5);
          for (const event of list) {
            const time = Date.parse(event.startTime);
            expect(time).toBeGreaterThanOrEqual(start);
            expect(time).toBeLessThanOrEqual(start + 7 * 86_400_000);
          }
        },
      ),
    );
  });
});

describe('cellOverflow', () => {
  it('shows up to the limit and counts the rest for +N', () => {
    expect(cellOverflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: 2,
    });
    expect(cellOverflow(['a'], 2)).toEqual({ shown: ['a'], hidden: 0 });
  });
});
