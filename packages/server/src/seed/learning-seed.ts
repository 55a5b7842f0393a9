import { randomUUID } from 'node:crypto';
import {
  sampleDailyActivePoints,
  sampleDemoEnrollments,
  sampleDemoLearnerStats,
  sampleInstructors,
  sampleLeaderboardCohort,
  sampleLiveSession,
  sampleNextSteps,
  sampleProgram,
  sampleProgramHighlights,
  sampleQuote,
  sampleTeacherDashboards,
  sampleTeacherHeadline,
  sampleTeacherInsights,
  sampleTeacherTrend,
} from '@lp/contract';
import type { Db } from '../db/database';
import type { DashboardContent, StoredProgram } from '../db/schema';
import { zeroHeatmap } from '../learning/dashboard-repository';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { seedUniversityLearningData } from './university-learning-seed';

/** The demo account whose home shows the spec's figures (62%, 4 of 6, #8 of 20). */
export const DEMO_LEARNER_EMAIL = 'student@demo.edu';

/**
 * The saved dashboards' dates moved so the latest is the seeding day: "Updated today",
 * "Updated yesterday", not a date from the spec's 2025 samples.
 */
function dashboardsAsOf(now: Date) {
  const latest = Math.max(...sampleTeacherDashboards.map((d) => Date.parse(d.updatedAt)));
  return sampleTeacherDashboards.map((dashboard) => ({
    ...dashboard,
    updatedAt: new Date(now.getTime() - (latest - Date.parse(dashboard.updatedAt))).toISOString(),
  }));
}

const dashboardContent = (now: Date): DashboardContent => ({
  learner: {
    featuredCourseId: 'course-1',
    liveEvent: sampleLiveSession,
    nextSteps: [...sampleNextSteps],
    quote: sampleQuote,
  },
  teacher: {
    dailyActive: [...sampleDailyActivePoints],
    headline: sampleTeacherHeadline,
    trend: sampleTeacherTrend,
    insights: [...sampleTeacherInsights],
    dashboards: dashboardsAsOf(now),
  },
});

/**
 * Seeds the learner's home (issue 14), idempotently: rows already there are kept as they are,
 * so nothing a deployment changed is overwritten. Runs after the accounts and courses exist.
 */
export async function seedLearningData(db: Db, now: Date): Promise<void> {
  for (const [position, instructor] of sampleInstructors.entries()) {
    await db
      .insertInto('instructors')
      .values({ id: instructor.id, position, body: JSON.stringify(instructor) })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  const { instructors, ...program } = sampleProgram;
  const stored: StoredProgram = {
    ...program,
    highlights: sampleProgramHighlights,
    instructorIds: instructors.map((instructor) => instructor.id),
  };
  await db
    .insertInto('programs')
    .values({
      id: stored.id,
      university_id: DEFAULT_UNIVERSITY_ID,
      position: 0,
      body: JSON.stringify(stored),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('dashboard_content')
    .values({
      id: 'default',
      university_id: DEFAULT_UNIVERSITY_ID,
      body: JSON.stringify(dashboardContent(now)),
    })
    .onConflict((conflict) => conflict.column('university_id').doNothing())
    .execute();
  for (const learner of sampleLeaderboardCohort) {
    await db
      .insertInto('learner_stats')
      .values({
        id: learner.id,
        user_id: null,
        name: learner.name,
        avatar: learner.avatar,
        progress_percent: learner.progress,
        points: learner.points,
        streak_days: learner.streak,
        heatmap: JSON.stringify(zeroHeatmap()),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  await seedUniversityLearningData(db);
  await seedDemoLearner(db);
}

async function seedDemoLearner(db: Db): Promise<void> {
  const learner = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('email', '=', DEMO_LEARNER_EMAIL)
    .executeTakeFirst();
  if (!learner) return;
  // Only courses that exist: a deployment may have removed a sample course.
  const present = new Set(
    (
      await db
        .selectFrom('courses')
        .select('id')
        .where(
          'id',
          'in',
          sampleDemoEnrollments.map((enrollment) => enrollment.courseId),
        )
        .execute()
    ).map((row) => row.id),
  );
  for (const enrollment of sampleDemoEnrollments.filter((e) => present.has(e.courseId))) {
    await db
      .insertInto('enrollments')
      .values({
        user_id: learner.id,
        course_id: enrollment.courseId,
        progress: enrollment.progress,
        enrolled_at: new Date(enrollment.enrolledAt),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
      .execute();
  }
  await db
    .insertInto('learner_stats')
    .values({
      // A fresh id, not the user's: leaderboard ids are public, account ids need not be.
      id: randomUUID(),
      user_id: learner.id,
      name: `${learner.first_name} ${learner.last_name}`.trim(),
      avatar: sampleDemoLearnerStats.avatar,
      progress_percent: sampleDemoLearnerStats.progressPercent,
      points: sampleDemoLearnerStats.points,
      streak_days: sampleDemoLearnerStats.streak,
      heatmap: JSON.stringify(sampleDemoLearnerStats.heatmap),
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
