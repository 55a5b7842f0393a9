import type { Enrollment } from '@lp/contract/api';
import { visibleIn } from '../courses/course-repository';
import type { Db } from '../db/database';

function toEnrollment(row: { course_id: string; progress: number; enrolled_at: Date }): Enrollment {
  return {
    courseId: row.course_id,
    progress: row.progress,
    enrolledAt: row.enrolled_at.toISOString(),
  };
}

export function createEnrollmentRepository(db: Db, now: () => Date) {
  return {
    /**
     * Enrols the user, once: a second call keeps the first enrolment (its date and progress)
     * and says it was already there, so retries and double clicks are harmless.
     */
    async enroll(userId: string, courseId: string) {
      const inserted = await db
        .insertInto('enrollments')
        .values({ user_id: userId, course_id: courseId, progress: 0, enrolled_at: now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
        .returning(['course_id', 'progress', 'enrolled_at'])
        .executeTakeFirst();
      if (inserted) return { created: true, enrollment: toEnrollment(inserted) };
      const existing = await db
        .selectFrom('enrollments')
        .select(['course_id', 'progress', 'enrolled_at'])
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
      return { created: false, enrollment: toEnrollment(existing) };
    },

    /** The user's enrolments among the courses `universityId` sees, oldest first. */
    async ofUser(userId: string, universityId: string): Promise<Enrollment[]> {
      const rows = await db
        .selectFrom('enrollments')
        .innerJoin('courses', 'courses.id', 'enrollments.course_id')
        .select(['enrollments.course_id', 'enrollments.progress', 'enrollments.enrolled_at'])
        .where('enrollments.user_id', '=', userId)
        .where(visibleIn(universityId))
        .orderBy('enrollments.enrolled_at')
        .orderBy('enrollments.course_id')
        .execute();
      return rows.map(toEnrollment);
    },
  };
}

export type EnrollmentRepository = ReturnType<typeof createEnrollmentRepository>;
