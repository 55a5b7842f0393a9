import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleSchedule } from '../samples/program';
import { scheduleItemStatus, scheduleStatuses } from './schedule';

const session = { datetime: '2025-07-18T09:00:00-06:00' };
const next = { datetime: '2025-07-18T10:45:00-06:00' };

describe('scheduleItemStatus', () => {
  it('is upcoming before the start', () => {
    expect(scheduleItemStatus(session, next, new Date('2025-07-18T08:59:59-06:00'))).toBe(
      'upcoming',
    );
  });

  it('is live from the start until the next item starts', () => {
    expect(scheduleItemStatus(session, next, new Date('2025-07-18T09:00:00-06:00'))).toBe('live');
    expect(scheduleItemStatus(session, next, new Date('2025-07-18T10:44:59-06:00'))).toBe('live');
  });

  it('is completed once the next item starts', () => {
    expect(scheduleItemStatus(session, next, new Date('2025-07-18T10:45:00-06:00'))).toBe(
      'completed',
    );
  });

  it('stays live for 2 hours when it is the last item', () => {
    expect(scheduleItemStatus(session, undefined, new Date('2025-07-18T10:59:59-06:00'))).toBe(
      'live',
    );
    expect(scheduleItemStatus(session, undefined, new Date('2025-07-18T11:00:00-06:00'))).toBe(
      'completed',
    );
  });

  it('has at most one live item at any time in the sample schedule', () => {
    const start = Date.parse('2025-07-17T00:00:00-06:00');
    const end = Date.parse('2025-07-20T23:59:59-06:00');
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), (now) => {
        const live = scheduleStatuses(sampleSchedule, now).filter((row) => row.status === 'live');
        expect(live.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('moves each item forward only: upcoming, then live, then completed', () => {
    const order = ['upcoming', 'live', 'completed'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        for (const row of scheduleStatuses(sampleSchedule, early)) {
          const index = sampleSchedule.indexOf(row.item);
          const later = scheduleStatuses(sampleSchedule, late)[index];
          expect(order.indexOf(later?.status ?? '')).toBeGreaterThanOrEqual(
            order.indexOf(row.status),
          );
        }
      }),
    );
  });
});
