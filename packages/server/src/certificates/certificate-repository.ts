import { randomBytes } from 'node:crypto';
import type { Certificate, NextCertificate } from '@lp/contract/api';
import { sql } from 'kysely';
import { visibleIn } from '../courses/course-repository';
import type { Db } from '../db/database';

/** 128 random bits, base64url: 22 characters nobody can guess or enumerate. */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}

export type CertificateRow = {
  id: string;
  user_id: string;
  university_id: string;
  course_id: string;
  learner_name: string;
  course_title: string;
  issued_at: Date;
  university_name: string;
  university_domain: string | null;
};

/** A certificate as its owner sees it; `appUrlOf` gives the app's address on its university's host. */
export function toCertificate(
  row: CertificateRow,
  appUrlOf: (university: { domain: string | null }) => string,
): Certificate {
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    learnerName: row.learner_name,
    universityName: row.university_name,
    issuedAt: row.issued_at.toISOString(),
    verificationUrl: `${appUrlOf({ domain: row.university_domain })}/verify/${row.id}`,
  };
}

/**
 * Lesson completions, course progress and certificates (issue 35, item 3). The one rule: a
 * certificate exists for every enrolment at 100%, and for nothing else. Progress reaches 100
 * only when every lesson of the course is done (a quiz only when passed); enrolments stored at
 * 100 before lessons were tracked are completions too (the platform's only record of them,
 * which the dashboard already counts), so their certificates are issued when first read.
 */
export function createCertificateRepository(db: Db, now: () => Date) {
  function certificates() {
    return db
      .selectFrom('certificates')
      .innerJoin('universities', 'universities.id', 'certificates.university_id')
      .selectAll('certificates')
      .select(['universities.name as university_name', 'universities.domain as university_domain']);
  }

  /** Issues the certificate of a completed course, once: the unique key makes a second a no-op. */
  async function issue(userId: string, courseId: string): Promise<void> {
    const source = await db
      .selectFrom('users')
      .innerJoin('courses', (join) => join.on('courses.id', '=', courseId))
      .select(['users.university_id', 'users.first_name', 'users.last_name', 'courses.title'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!source) return;
    await db
      .insertInto('certificates')
      .values({
        id: newCertificateId(),
        user_id: userId,
        university_id: source.university_id,
        course_id: courseId,
        learner_name: `${source.first_name} ${source.last_name}`.trim(),
        course_title: source.title,
        issued_at: now(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
      .execute();
  }

  return {
    /** The course's lessons: id and stored body (type, content), in order. */
    async lessonsOf(courseId: string) {
      const rows = await db
        .selectFrom('lessons')
        .select(['id', 'body'])
        .where('course_id', '=', courseId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ id: row.id, body: row.body as Record<string, unknown> }));
    },

    /**
     * Records a lesson as done (again: the first date stays, a better quiz score is kept),
     * enrols the user if need be, moves the course's progress up, and issues the certificate
     * when it reaches 100%. Returns the progress.
     */
    async completeLesson(
      userId: string,
      courseId: string,
      lessonId: string,
      quizScore: number | null,
    ): Promise<number> {
      const at = now();
      await db
        .insertInto('lesson_completions')
        .values({
          user_id: userId,
          course_id: courseId,
          lesson_id: lessonId,
          quiz_score: quizScore,
          completed_at: at,
        })
        .onConflict((conflict) =>
          // PostgreSQL's greatest() skips nulls: the best score stays, whichever came first.
          conflict.columns(['user_id', 'course_id', 'lesson_id']).doUpdateSet({
            quiz_score: sql<
              number | null
            >`greatest(lesson_completions.quiz_score, excluded.quiz_score)`,
          }),
        )
        .execute();
      const lessonIds = (await this.lessonsOf(courseId)).map((lesson) => lesson.id);
      const done = await db
        .selectFrom('lesson_completions')
        .select('lesson_id')
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute();
      const doneIds = new Set(done.map((row) => row.lesson_id));
      const count = lessonIds.filter((id) => doneIds.has(id)).length;
      // Floored, so 100 means every lesson, never "almost every".
      const computed = lessonIds.length > 0 ? Math.floor((count / lessonIds.length) * 100) : 0;
      await db
        .insertInto('enrollments')
        .values({ user_id: userId, course_id: courseId, progress: computed, enrolled_at: at })
        .onConflict((conflict) =>
          // Progress never goes back (an enrolment may carry progress from before tracking).
          conflict.columns(['user_id', 'course_id']).doUpdateSet({
            progress: sql<number>`greatest(enrollments.progress, excluded.progress)`,
          }),
        )
        .execute();
      const { progress } = await db
        .selectFrom('enrollments')
        .select('progress')
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
      if (progress >= 100) await issue(userId, courseId);
      return progress;
    },

    /** Issues any certificate a completed enrolment still lacks (see the rule above). */
    async issueMissing(userId: string): Promise<void> {
      const missing = await db
        .selectFrom('enrollments')
        .leftJoin('certificates', (join) =>
          join
            .onRef('certificates.course_id', '=', 'enrollments.course_id')
            .onRef('certificates.user_id', '=', 'enrollments.user_id'),
        )
        .select('enrollments.course_id')
        .where('enrollments.user_id', '=', userId)
        .where('enrollments.progress', '>=', 100)
        .where('certificates.id', 'is', null)
        .execute();
      for (const row of missing) await issue(userId, row.course_id);
    },

    /** The user's own certificates, newest first. */
    ofUser(userId: string): Promise<CertificateRow[]> {
      return certificates()
        .where('certificates.user_id', '=', userId)
        .orderBy('certificates.issued_at', 'desc')
        .orderBy('certificates.course_title')
        .execute();
    },

    /**
     * The course closest to completion among the user's unfinished ones that `universityId`
     * sees (ties: enrolled first).
     */
    async next(userId: string, universityId: string): Promise<NextCertificate | null> {
      const row = await db
        .selectFrom('enrollments')
        .innerJoin('courses', 'courses.id', 'enrollments.course_id')
        .select(['courses.id', 'courses.title', 'enrollments.progress'])
        .where('enrollments.user_id', '=', userId)
        .where(visibleIn(universityId))
        .where('enrollments.progress', '<', 100)
        .orderBy('enrollments.progress', 'desc')
        .orderBy('enrollments.enrolled_at')
        .orderBy('courses.id')
        .executeTakeFirst();
      return row ? { courseId: row.id, courseTitle: row.title, progress: row.progress } : null;
    },

    /** One certificate by its id, whoever owns it (callers apply owner or host). */
    find(id: string): Promise<CertificateRow | undefined> {
      return certificates().where('certificates.id', '=', id).executeTakeFirst();
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
