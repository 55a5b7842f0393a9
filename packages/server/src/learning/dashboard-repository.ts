import { activeRole, type LeaderboardEntry } from '@lp/contract';
import { learnerDashboardSchema, teacherDashboardSchema } from '@lp/contract/api';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { DashboardContent } from '../db/schema';
import { avatarUrlOf } from '../account/avatar-store';

/** Stored content is read through the contract's schemas: a bad row is a clear 500, never a bad answer. */
const dashboardContentSchema = z.object({
  learner: z.pick(learnerDashboardSchema, {
    featuredCourseId: true,
    liveEvent: true,
    nextSteps: true,
    quote: true,
  }),
  teacher: z.omit(teacherDashboardSchema, { variant: true }),
});

/** A deployment that has seeded nothing still serves valid, empty dashboards. */
export const EMPTY_DASHBOARD_CONTENT: DashboardContent = {
  learner: { featuredCourseId: null, liveEvent: null, nextSteps: [], quote: null },
  teacher: { dailyActive: [], headline: 0, trend: 0, insights: [], dashboards: [] },
};

/** Time Spent Learning for a learner with no figures: 7 days by 7 hourly slots, all 0. */
export function zeroHeatmap(): number[][] {
  return Array.from({ length: 7 }, () => Array<number>(7).fill(0));
}

export function createDashboardRepository(db: Db) {
  return {
    /** The university's own content (issue 32); a university with none gets the empty one. */
    async content(universityId: string): Promise<DashboardContent> {
      const row = await db
        .selectFrom('dashboard_content')
        .select('body')
        .where('university_id', '=', universityId)
        .executeTakeFirst();
      return row ? dashboardContentSchema.parse(row.body) : EMPTY_DASHBOARD_CONTENT;
    },

    /** The user's own figures (progress, heatmap), or undefined before they have any. */
    statsOf(userId: string) {
      return db
        .selectFrom('learner_stats')
        .select(['progress_percent', 'heatmap'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Every leaderboard row, unranked. An account's row shows the account's current name and
     * role (the rule keeps them only on the signed-in user's own row). Loads them all: the
     * cohort is small; with many learners, rank in SQL (row_number() over points) instead.
     */
    async leaderboardEntries(): Promise<LeaderboardEntry[]> {
      const rows = await db
        .selectFrom('learner_stats')
        .leftJoin('users', 'users.id', 'learner_stats.user_id')
        .select([
          'learner_stats.id',
          'learner_stats.user_id',
          'learner_stats.name',
          'learner_stats.avatar',
          'learner_stats.progress_percent',
          'learner_stats.points',
          'learner_stats.streak_days',
          'users.first_name',
          'users.last_name',
          'users.roles',
          'users.avatar_file',
        ])
        .execute();
      return rows.map((row) => {
        const fullName = row.user_id ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() : '';
        return {
          id: row.id,
          userId: row.user_id,
          name: fullName || row.name,
          // An account's uploaded avatar (issue 35) wins over the seeded picture.
          avatar: row.avatar_file ? avatarUrlOf(row.avatar_file) : row.avatar,
          progress: row.progress_percent,
          points: row.points,
          streak: row.streak_days,
          ...(row.user_id && row.roles ? { role: activeRole({ roles: row.roles }) } : {}),
          ...(fullName ? { fullName } : {}),
        };
      });
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
