import { randomUUID } from 'node:crypto';
import type { ApiCourse, CourseDetail, CreateCourseRequest } from '@lp/contract/api';
import type { Module } from '@lp/contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { insertModules } from './course-modules-store';
import type { CoursesTable, Database } from '../db/schema';

/** Roles that see drafts as well as published courses. */
export const STAFF_ROLES = ['teacher', 'admin', 'superuser', 'university_admin'];

export function canSeeDrafts(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role));
}

export type NewCourse = Required<Omit<CreateCourseRequest, 'modules'>> & { modules: Module[] };

/**
 * The courses a university sees (issue 32): its own, and the published courses another
 * university shares. A shared draft stays with its owner until it is published.
 */
export function visibleIn(universityId: string) {
  return (eb: ExpressionBuilder<Database, 'courses'>) =>
    eb.or([
      eb('courses.university_id', '=', universityId),
      eb.and([eb('courses.is_shared', '=', true), eb('courses.is_published', '=', true)]),
    ]);
}

type EnrollmentColumns = { progress: number | null; enrolled_at: Date | null };

export function toApiCourse(
  row: Selectable<CoursesTable>,
  enrollment: EnrollmentColumns | null = null,
): ApiCourse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    createdByName: row.created_by_name,
    estimatedDurationHours: row.estimated_duration_hours,
    difficultyLevel: row.difficulty_level,
    category: row.category,
    language: row.language,
    imageUrl: row.image_url,
    isPublished: row.is_published,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    enrollment:
      enrollment?.progress != null && enrollment.enrolled_at
        ? { progress: enrollment.progress, enrolledAt: enrollment.enrolled_at.toISOString() }
        : null,
  };
}

export function createCourseRepository(db: Db, now: () => Date) {
  /**
   * The courses `universityId` sees, with the given user's enrolment beside each, in one query
   * (null when not enrolled).
   */
  function coursesFor(universityId: string, userId: string | null) {
    return db
      .selectFrom('courses')
      .leftJoin('enrollments', (join) =>
        join
          .onRef('enrollments.course_id', '=', 'courses.id')
          // No account has the empty id: without a user, every course comes with no enrolment.
          .on('enrollments.user_id', '=', userId ?? ''),
      )
      .selectAll('courses')
      .select(['enrollments.progress', 'enrollments.enrolled_at'])
      .where(visibleIn(universityId));
  }

  return {
    async list(universityId: string, includeDrafts: boolean, userId: string): Promise<ApiCourse[]> {
      let query = coursesFor(universityId, userId)
        .orderBy('courses.created_at', 'asc')
        .orderBy('courses.id', 'asc');
      if (!includeDrafts) query = query.where('courses.is_published', '=', true);
      return (await query.execute()).map((row) => toApiCourse(row, row));
    },

    /**
     * The course if `universityId` sees it, whatever its state (callers decide who sees drafts);
     * with `userId`, their enrolment. Another university's course is null, as an unknown one.
     */
    async find(universityId: string, id: string, userId: string | null = null) {
      const row = await coursesFor(universityId, userId)
        .where('courses.id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            course: toApiCourse(row, row),
            ownerId: row.created_by_user_id,
            universityId: row.university_id,
          }
        : null;
    },

    async detail(
      universityId: string,
      id: string,
      includeDrafts: boolean,
      userId: string,
    ): Promise<CourseDetail | null> {
      const row = await coursesFor(universityId, userId)
        .where('courses.id', '=', id)
        .executeTakeFirst();
      if (!row || (!row.is_published && !includeDrafts)) return null;
      const modules = await db
        .selectFrom('course_modules')
        .selectAll()
        .where('course_id', '=', id)
        .orderBy('position')
        .execute();
      const lessons = await db
        .selectFrom('lessons')
        .select(['module_id', 'body'])
        .where('course_id', '=', id)
        .orderBy('position')
        .execute();
      // The person's own completed lessons (issue 35) are marked on top of the stored flags.
      const completed = new Set(
        (
          await db
            .selectFrom('lesson_completions')
            .select('lesson_id')
            .where('user_id', '=', userId)
            .where('course_id', '=', id)
            .execute()
        ).map((row) => row.lesson_id),
      );
      const withLessons = modules.map((module) => ({
        id: module.id,
        title: module.title,
        description: module.description,
        totalDuration: module.total_duration,
        ...(module.thumbnail ? { thumbnail: module.thumbnail } : {}),
        lessons: lessons
          .filter((lesson) => lesson.module_id === module.id)
          .map((lesson) => {
            const body = lesson.body as { id?: string };
            return body.id && completed.has(body.id)
              ? { ...body, completed: true, isCompleted: true }
              : body;
          }),
      })) as Module[];
      const transcriptIds = withLessons.flatMap((module) =>
        module.lessons.flatMap((lesson) => (lesson.transcriptId ? [lesson.transcriptId] : [])),
      );
      const transcripts =
        transcriptIds.length === 0
          ? []
          : await db
              .selectFrom('transcripts')
              .selectAll()
              .where('id', 'in', transcriptIds)
              .execute();
      return {
        ...toApiCourse(row, row),
        modules: withLessons,
        transcripts: transcripts.map((transcript) => ({
          id: transcript.id,
          title: transcript.title,
          segments: transcript.segments as CourseDetail['transcripts'][number]['segments'],
        })),
      };
    },

    /** Creates the course in `universityId` (shared only when the caller allowed it). */
    async create(
      universityId: string,
      input: NewCourse,
      creator: { id: string | null; name: string },
      id: string = randomUUID(),
    ) {
      const at = now();
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('courses')
          .values({
            id,
            title: input.title,
            description: input.description,
            created_by_name: creator.name,
            created_by_user_id: creator.id,
            estimated_duration_hours: input.estimatedDurationHours,
            difficulty_level: input.difficultyLevel,
            category: input.category,
            language: input.language,
            image_url: input.imageUrl,
            is_published: input.isPublished,
            university_id: universityId,
            is_shared: input.isShared,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await insertModules(trx, id, input.modules);
      });
      return id;
    },

    /** Callers have checked the course is the request university's own (see `find`). */
    async saveImage(courseId: string, mimeType: string, bytes: Buffer) {
      const at = now();
      // The image and the address that names it change together.
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('course_images')
          .values({ course_id: courseId, mime_type: mimeType, bytes, updated_at: at })
          .onConflict((conflict) =>
            conflict
              .column('course_id')
              .doUpdateSet({ mime_type: mimeType, bytes, updated_at: at }),
          )
          .execute();
        const imageUrl = `/api/v1/courses/${encodeURIComponent(courseId)}/image?v=${at.getTime()}`;
        await trx
          .updateTable('courses')
          .set({ image_url: imageUrl, updated_at: at })
          .where('id', '=', courseId)
          .execute();
      });
    },

    /** Callers have checked the course is visible (see `find`). */
    image(courseId: string) {
      return db
        .selectFrom('course_images')
        .select(['mime_type', 'bytes'])
        .where('course_id', '=', courseId)
        .executeTakeFirst();
    },
  };
}

export type CourseRepository = ReturnType<typeof createCourseRepository>;
