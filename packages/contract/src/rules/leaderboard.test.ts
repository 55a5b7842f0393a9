import { describe, expect, it } from 'vitest';
import { sampleDemoLearnerStats, sampleLeaderboardCohort } from '../samples/learner-home';
import { learningProgressOf, rankLeaderboard, type LeaderboardEntry } from './leaderboard';

function entry(id: string, points: number, extra: Partial<LeaderboardEntry> = {}) {
  return { id, userId: null, name: id, avatar: '', progress: 50, points, streak: 1, ...extra };
}

describe('rankLeaderboard', () => {
  it('orders by points, highest first, and numbers the ranks from 1', () => {
    const ranked = rankLeaderboard([entry('b', 10), entry('a', 30), entry('c', 20)], null);
    expect(ranked.map((user) => [user.id, user.rank])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
  });

  it('breaks ties by name', () => {
    const ranked = rankLeaderboard(
      [entry('1', 10, { name: 'Zoe' }), entry('2', 10, { name: 'Ann' })],
      null,
    );
    expect(ranked.map((user) => user.name)).toEqual(['Ann', 'Zoe']);
  });

  it("marks only the signed-in user's row, with role and full name", () => {
    const ranked = rankLeaderboard(
      [
        entry('me', 20, { userId: 'u1', role: 'student', fullName: 'Sam Student' }),
        entry('other', 30, { userId: 'u2', role: 'teacher', fullName: 'Tara Teacher' }),
      ],
      'u1',
    );
    expect(ranked[0]).toEqual({
      id: 'other',
      name: 'other',
      avatar: '',
      progress: 50,
      rank: 1,
      points: 30,
      streak: 1,
    });
    expect(ranked[1]).toMatchObject({
      id: 'me',
      rank: 2,
      isCurrentUser: true,
      role: 'student',
      fullName: 'Sam Student',
    });
  });

  it('keeps the first `limit` and appends the signed-in user below it with their true rank', () => {
    const rows = [entry('a', 50), entry('b', 40), entry('c', 30), entry('me', 10, { userId: 'u' })];
    const ranked = rankLeaderboard(rows, 'u', 2);
    expect(ranked.map((user) => [user.id, user.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['me', 4],
    ]);
    expect(rankLeaderboard(rows, 'u', 4)).toHaveLength(4);
    expect(rankLeaderboard(rows, null, 2)).toHaveLength(2);
  });

  it('ranks the demo learner #8 of 20 among the sample cohort', () => {
    const me = entry('demo', sampleDemoLearnerStats.points, { userId: 'demo-user' });
    const ranked = rankLeaderboard(
      [...sampleLeaderboardCohort.map((row) => ({ ...row, userId: null })), me],
      'demo-user',
    );
    expect(ranked).toHaveLength(20);
    expect(ranked.filter((user) => user.isCurrentUser).map((user) => user.rank)).toEqual([8]);
  });

  it('answers an empty list for no rows', () => {
    expect(rankLeaderboard([], 'u')).toEqual([]);
  });
});

describe('learningProgressOf', () => {
  it('counts enrolments at 100% as done, out of all enrolments', () => {
    expect(
      learningProgressOf([{ progress: 100 }, { progress: 35 }, { progress: 100 }], 62),
    ).toEqual({ percent: 62, coursesCompleted: 2, coursesTotal: 3 });
  });

  it('is 0 of 0 at 0% for a learner with no enrolments and no figures', () => {
    expect(learningProgressOf([], null)).toEqual({
      percent: 0,
      coursesCompleted: 0,
      coursesTotal: 0,
    });
  });
});
