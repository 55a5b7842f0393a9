import { describe, expect, it } from 'vitest';
import { durationHours, learningOverview, recommendedForYou } from './learning-overview';

const course = (enrolled: boolean, progress: number, duration = '10 hours') => ({
  enrolled,
  progress,
  duration,
});

describe('durationHours', () => {
  it.each([
    ['12 hours', 12],
    ['1 hour', 1],
    ['1h 30m', 1.5],
    ['45 min', 0.75],
    ['2.5 hours', 2.5],
    ['self-paced', 0],
  ])('reads %s as %d hours', (text, hours) => {
    expect(durationHours(text)).toBeCloseTo(hours);
  });
});

describe('learningOverview', () => {
  it('counts the enrolled courses only, completed at 100 %', () => {
    const overview = learningOverview([
      course(true, 100),
      course(true, 50),
      course(true, 0),
      course(false, 0),
    ]);
    expect(overview).toEqual({
      overallPercent: 50,
      coursesCompleted: 1,
      coursesInProgress: 2,
      coursesTotal: 3,
      hoursLearned: 15,
      hoursTotal: 30,
    });
  });

  it("takes the percentage and counts from the server's learning progress (62 %, 4 of 6)", () => {
    const overview = learningOverview(
      [course(true, 45, '12 hours'), course(true, 20, '24 hours')],
      {
        percent: 62,
        coursesCompleted: 4,
        coursesTotal: 6,
      },
    );
    expect(overview).toMatchObject({
      overallPercent: 62,
      coursesCompleted: 4,
      coursesInProgress: 2,
      coursesTotal: 6,
      hoursLearned: 10,
      hoursTotal: 36,
    });
  });

  it('is all zeros with no course', () => {
    expect(learningOverview([])).toEqual({
      overallPercent: 0,
      coursesCompleted: 0,
      coursesInProgress: 0,
      coursesTotal: 0,
      hoursLearned: 0,
      hoursTotal: 0,
    });
  });
});

describe('recommendedForYou', () => {
  it('leaves out enrolled courses and keeps at most 8', () => {
    const courses = [
      { id: 'a', enrolled: true },
      ...Array.from({ length: 10 }, (_, i) => ({ id: `n${i}`, enrolled: false })),
    ];
    const shown = recommendedForYou(courses);
    expect(shown).toHaveLength(8);
    expect(shown.every((c) => !c.enrolled)).toBe(true);
    expect(shown[0]?.id).toBe('n0');
  });
});
