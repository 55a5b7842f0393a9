import type { MyCourse } from '@lp/contract/api';
import type { Db } from '../db/database';
import { toApiCourse, visibleIn } from './course-repository';

/**
 * GET /courses/mine (issue 32): the user's enrolments among the courses their university sees,
 * most recently enrolled first, each with its lesson counts, the lesson Continue opens and when
 * it was completed. `completedAt` is the course's certificate's issue time: a certificate exists
 * for every enrolment at 100% (certificate-repository.ts), so the two never disagree, and it
 * also dates the completions recorded before lessons were tracked. Callers issue missing
 * certificates first.
 */
export async function myCourses(
  db: Db,
  universityId: string,
  userId: string,
  includeDrafts: boolean,
): Promise<MyCourse[]> {
  let query = db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .leftJoin('certificates', (join) =>
      join
        .onRef('certificates.course_id', '=', 'enrollments.course_id')
        .onRef('certificates.user_id', '=', 'enrollments.user_id'),
    )
    .selectAll('courses')
    .select(['enrollments.progress', 'enrollments.enrolled_at', 'certificates.issued_at'])
    .where('enrollments.user_id', '=', userId)
    .where(visibleIn(universityId))
    .orderBy('enrollments.enrolled_at', 'desc')
    .orderBy('courses.id');
  if (!includeDrafts) query = query.where('courses.is_published', '=', true);
  const enrolled = await query.execute();
  if (enrolled.length === 0) return [];
  const courseIds = enrolled.map((row) => row.id);
  const [lessons, completions] = await Promise.all([
    // Module order, then lesson order: the order the lesson player walks.
    db
      .selectFrom('lessons')
      .innerJoin('course_modules', (join) =>
        join
          .onRef('course_modules.course_id', '=', 'lessons.course_id')
          .onRef('course_modules.id', '=', 'lessons.module_id'),
      )
      .select(['lessons.course_id', 'lessons.id'])
      .where('lessons.course_id', 'in', courseIds)
      .orderBy('course_modules.position')
      .orderBy('lessons.position')
      .execute(),
    db
      .selectFrom('lesson_completions')
      .select(['course_id', 'lesson_id'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute(),
  ]);
  const done = new Set(completions.map((row) => `${row.course_id}\u0000${row.lesson_id}`));
  return enrolled.map((row) => {
    const ids = lessons.filter((lesson) => lesson.course_id === row.id).map((lesson) => lesson.id);
    const open = ids.filter((id) => !done.has(`${row.id}\u0000${id}`));
    const completedAt = row.progress >= 100 && row.issued_at ? row.issued_at.toISOString() : null;
    return {
      ...toApiCourse(row, row),
      completedLessons: ids.length - open.length,
      totalLessons: ids.length,
      // A completed course has nothing left to continue, even one completed before tracking.
      nextLessonId: completedAt ? null : (open[0] ?? null),
      completedAt,
    };
  });
}
