import {
  sampleDepartmentShares,
  sampleKpis,
  sampleMonthlyTrends,
  type AnalyticsPeriod,
} from '@lp/contract';
import {
  universityAnalyticsQuerySchema,
  type AnalyticsKpi,
  type PerformanceScore,
  type UniversityAnalytics,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { visibleIn } from '../courses/course-repository';
import type { Db } from '../db/database';
import { sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { createUniversityReach } from '../tenancy/reachable-university';

const API = '/api/v1';
/** Spec 2 §6: analytics is for admin, university_admin and superuser. */
const UNIVERSITY_ADMIN = { config: { area: 'university-admin' as const } };
const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** Seed figures the records cannot answer yet (marked as sample in the answer). */
const samplePerformance: PerformanceScore[] = [
  { name: 'Course Completion', score: 87 },
  { name: 'Assessment Scores', score: 82 },
  { name: 'Engagement', score: 74 },
  { name: 'Satisfaction', score: 91 },
];

const count = new Intl.NumberFormat('en-US');
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Growth in percent: `added` over what there was before (100 when there was nothing). */
export function growthPercent(total: number, added: number): number {
  const before = total - added;
  if (before <= 0) return added > 0 ? 100 : 0;
  return round1((added / before) * 100);
}

/** Change in percent from the previous period to this one (100 from nothing). */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return round1(((current - previous) / previous) * 100);
}

function kpi(
  id: string,
  title: string,
  value: string,
  change: number,
  description: string,
): AnalyticsKpi {
  return {
    id,
    title,
    value,
    change: Math.abs(change),
    changeType: change < 0 ? 'decrease' : 'increase',
    description,
    sample: false,
  };
}

/** The figures the database answers for one university and period. */
async function measured(db: Db, universityId: string, from: Date, previousFrom: Date) {
  const people = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*) filter (where roles @> '["student"]'::jsonb)::int`.as('students'),
      sql<number>`count(*) filter (where roles @> '["student"]'::jsonb and created_at >= ${from})::int`.as(
        'newStudents',
      ),
      sql<number>`count(*) filter (where roles @> '["teacher"]'::jsonb)::int`.as('teachers'),
      sql<number>`count(*) filter (where roles @> '["teacher"]'::jsonb and created_at >= ${from})::int`.as(
        'newTeachers',
      ),
    ])
    .where('university_id', '=', universityId)
    .executeTakeFirstOrThrow();
  // The university's learners in the courses it sees (its own and shared ones, issue 32).
  const enrolments = await db
    .selectFrom('enrollments')
    .innerJoin('users', 'users.id', 'enrollments.user_id')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .where(visibleIn(universityId))
    .select([
      sql<number>`count(*) filter (where enrollments.enrolled_at >= ${from})::int`.as('current'),
      sql<number>`count(*) filter (where enrollments.enrolled_at >= ${previousFrom} and enrollments.enrolled_at < ${from})::int`.as(
        'previous',
      ),
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) filter (where enrollments.progress >= 100)::int`.as('completed'),
    ])
    .where('users.university_id', '=', universityId)
    .executeTakeFirstOrThrow();
  return { ...people, enrolments };
}

/**
 * University analytics (issue 18, spec 2 §2.14): students, teachers, enrolments and
 * completion counted from the university's records for the period; the trend, the
 * departments, the performance rings and session time stay seed data, and the answer says so.
 */
export function registerUniversityAnalyticsRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const reachable = createUniversityReach(db);

  app.get(`${API}/admin/university-analytics`, UNIVERSITY_ADMIN, async (request, reply) => {
    const query = parseWith(universityAnalyticsQuerySchema, request.query ?? {});
    const university = await reachable(request, query.universityId);
    const now = context.now();
    const days = PERIOD_DAYS[query.period];
    const from = new Date(now.getTime() - days * DAY_MS);
    const previousFrom = new Date(now.getTime() - 2 * days * DAY_MS);
    const figures = await measured(db, university.id, from, previousFrom);
    const { enrolments } = figures;
    const completion = enrolments.all === 0 ? 0 : (enrolments.completed / enrolments.all) * 100;
    const sessionTime = sampleKpis.find((sample) => sample.id === 'kpi-session');

    const answer: UniversityAnalytics = {
      universityId: university.id,
      period: query.period,
      generatedAt: now.toISOString(),
      kpis: [
        kpi(
          'kpi-students',
          'Total Students',
          count.format(figures.students),
          growthPercent(figures.students, figures.newStudents),
          `${count.format(figures.newStudents)} joined in this period`,
        ),
        kpi(
          'kpi-teachers',
          'Teachers',
          count.format(figures.teachers),
          growthPercent(figures.teachers, figures.newTeachers),
          `${count.format(figures.newTeachers)} joined in this period`,
        ),
        kpi(
          'kpi-enrolments',
          'New Enrolments',
          count.format(enrolments.current),
          changePercent(enrolments.current, enrolments.previous),
          'Compared with the period before',
        ),
        kpi(
          'kpi-completion',
          'Completion Rate',
          `${Math.round(completion)}%`,
          0,
          'Of all enrolments, courses finished',
        ),
        ...(sessionTime ? [{ ...sessionTime, sample: true }] : []),
      ],
      enrollmentTrend: [...sampleMonthlyTrends],
      departments: [...sampleDepartmentShares],
      performance: samplePerformance,
      sampleSections: ['enrollmentTrend', 'departments', 'performance'],
    };
    return sendData(reply, answer);
  });
}
