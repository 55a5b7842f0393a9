import { activeRole, learningProgressOf, rankLeaderboard } from '@lp/contract';
import {
  PROGRAM_NOT_FOUND_MESSAGE,
  TEACHER_NOT_FOUND_MESSAGE,
  timeSpentSchema,
  type DashboardData,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { canSeeDrafts, createCourseRepository } from '../courses/course-repository';
import { courseUniversityOf } from '../courses/course-university';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { createDashboardRepository, zeroHeatmap } from './dashboard-repository';
import { createEnrollmentRepository } from './enrollment-repository';
import { createProgramRepository } from './program-repository';

const API = '/api/v1';
/** Spec 2 §2.1: these pages are guarded only by signed-in status. */
const SIGNED_IN = { config: { area: 'signed-in' as const } };

/** The learner's home (issue 14): GET /dashboard, /programs, /instructors. */
export function registerLearningRoutes(app: FastifyInstance, context: AppContext): void {
  const dashboards = createDashboardRepository(context.db);
  const enrollments = createEnrollmentRepository(context.db, context.now);
  const programs = createProgramRepository(context.db);
  const courses = createCourseRepository(context.db, context.now);

  // Spec 2 §6: a teacher gets the analytics variant, every other role the learner variant.
  app.get(`${API}/dashboard`, SIGNED_IN, async (request, reply) => {
    const user = signedInUser(request);
    // The content, progress and the hero are the request's university's (issue 32).
    const university = await courseUniversityOf(context, request);
    const content = await dashboards.content(university);
    const role = activeRole(user);
    if (role === 'teacher') {
      return sendData(reply, { variant: 'teacher', ...content.teacher } satisfies DashboardData);
    }
    const [stats, enrolled, entries] = await Promise.all([
      dashboards.statsOf(user.id),
      enrollments.ofUser(user.id, university),
      dashboards.leaderboardEntries(),
    ]);
    // The hero shows only a course this user can open (a draft, a deleted course or another
    // university's is left out).
    const featuredId = content.learner.featuredCourseId;
    const featured = featuredId ? await courses.find(university, featuredId) : null;
    const showFeatured = featured && (featured.course.isPublished || canSeeDrafts(user.roles));
    const heatmap = timeSpentSchema.safeParse(stats?.heatmap);
    const dashboard: DashboardData = {
      variant: 'learner',
      ...content.learner,
      featuredCourseId: showFeatured ? featured.course.id : null,
      learningProgress: learningProgressOf(enrolled, stats?.progress_percent ?? null),
      timeSpent: heatmap.success ? heatmap.data : zeroHeatmap(),
      leaderboard: rankLeaderboard(entries, user.id),
    };
    return sendData(reply, dashboard);
  });

  // Programs are read through the request's university, as courses are (issue 32).
  app.get(`${API}/programs`, SIGNED_IN, async (request, reply) =>
    sendData(reply, await programs.programs(await courseUniversityOf(context, request))),
  );

  app.get<{ Params: { id: string } }>(`${API}/programs/:id`, SIGNED_IN, async (request, reply) => {
    const id = pathId(request.params.id, PROGRAM_NOT_FOUND_MESSAGE);
    const program = await programs.program(await courseUniversityOf(context, request), id);
    if (!program) throw new ApiError(404, PROGRAM_NOT_FOUND_MESSAGE);
    return sendData(reply, program);
  });

  app.get(`${API}/instructors`, SIGNED_IN, async (_request, reply) =>
    sendData(reply, await programs.instructors()),
  );

  app.get<{ Params: { id: string } }>(
    `${API}/instructors/:id`,
    SIGNED_IN,
    async (request, reply) => {
      const id = pathId(request.params.id, TEACHER_NOT_FOUND_MESSAGE);
      const instructor = await programs.instructor(id);
      if (!instructor) throw new ApiError(404, TEACHER_NOT_FOUND_MESSAGE);
      return sendData(reply, instructor);
    },
  );
}
