import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chartTooltipPercent, dashboardCourseList, nearestChartPoint } from './dashboard';

const course = (id: string, enrolled: boolean, progress: number) => ({ id, enrolled, progress });

describe('dashboardCourseList', () => {
  it('puts unfinished enrolled courses first, then up to 6 others, at most 8', () => {
    const courses = [
      course('new-1', false, 0),
      course('done', true, 100),
      course('doing-1', true, 40),
      course('new-2', false, 0),
      course('new-3', false, 0),
      course('doing-2', true, 0),
      course('new-4', false, 0),
      course('new-5', false, 0),
      course('new-6', false, 0),
      course('new-7', false, 0),
    ];
    expect(dashboardCourseList(courses).map((c) => c.id)).toEqual([
      'doing-1',
      'doing-2',
      'new-1',
      'new-2',
      'new-3',
      'new-4',
      'new-5',
      'new-6',
    ]);
  });

  it('never shows more than 8, never a finished course, never more than 6 not enrolled', () => {
    const arbitraryCourse = fc.record({
      id: fc.string(),
      enrolled: fc.boolean(),
      progress: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryCourse, { maxLength: 30 }), (courses) => {
        const list = dashboardCourseList(courses);
        expect(list.length).toBeLessThanOrEqual(8);
        expect(list.some((c) => c.enrolled && c.progress >= 100)).toBe(false);
        expect(list.filter((c) => !c.enrolled).length).toBeLessThanOrEqual(6);
        const firstOther = list.findIndex((c) => !c.enrolled);
        if (firstOther >= 0) expect(list.slice(firstOther).every((c) => !c.enrolled)).toBe(true);
      }),
    );
  });
});

describe('analytics chart', () => {
  it('divides the value by 38 for the tooltip, capped at 100', () => {
    expect(chartTooltipPercent(1900)).toBe(50);
    expect(chartTooltipPercent(3800)).toBe(100);
    expect(chartTooltipPercent(5000)).toBe(100);
  });

  it('highlights the nearest point within the hover radius only', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
    ];
    expect(nearestChartPoint(points, { x: 12, y: 0 }, 15)).toBe(1);
    expect(nearestChartPoint(points, { x: 5, y: 5 }, 15)).toBe(0);
    expect(nearestChartPoint(points, { x: 50, y: 50 }, 15)).toBeNull();
  });
});
