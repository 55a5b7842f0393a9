import { randomUUID } from 'node:crypto';
import type { ApiCourse, CourseDetail, CreateCourseRequest } from '@lp/contract/api';
import type { Module } from '@lp/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CoursesTable } from '../db/schema';

/** Roles that see drafts as well as published courses. */
export const STAFF_ROLES = ['teacher', 'admin', 'superuser', 'university_admin'];

export function canSeeDrafts(roles: readonly string[]): boolean {
  return roles.some((role) => STAFF_ROLES.includes(role));
}

export type NewCourse = Required<Omit<CreateCourseRequest, 'modules'>> & { modules: Module[] };

type EnrollmentColumns = { progress: number | null; enrolled_at: Date | null };

function toApiCourse(
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
  /** Courses with the given user's enrolment beside each, in one query (null when not enrolled). */
  function coursesFor(userId: string) {
    return db
      .selectFrom('courses')
      .leftJoin('enrollments', (join) =>
        join
          .onRef('enrollments.course_id', '=', 'courses.id')
          .on('enrollments.user_id', '=', userId),
      )
      .selectAll('courses')
      .select(['enrollments.progress', 'enrollments.enrolled_at']);
  }

  return {
    async list(includeDrafts: boolean, userId: string): Promise<ApiCourse[]> {
      let query = coursesFor(userId)
        .orderBy('courses.created_at', 'asc')
        .orderBy('courses.id', 'asc');
      if (!includeDrafts) query = query.where('courses.is_published', '=', true);
      return (await query.execute()).map((row) => toApiCourse(row, row));
    },

    /** The course whatever its state (callers decide who sees drafts); with `userId`, their enrolment. */
    async find(id: string, userId: string | null = null) {
      if (userId) {
        const row = await coursesFor(userId).where('courses.id', '=', id).executeTakeFirst();
        return row ? { course: toApiCourse(row, row), ownerId: row.created_by_user_id } : null;
      }
      const row = await db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { course: toApiCourse(row), ownerId: row.created_by_user_id } : null;
    },

    async detail(id: string, includeDrafts: boolean, userId: string): Promise<CourseDetail | null> {
      const row = await coursesFor(userId).where('courses.id', '=', id).executeTakeFirst();
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

    async create(
      input: NewCourse,
      creator: { id: string | null; name: string },
      id: string = randomUUID(),
    ) {
      const at = now();
      await db.transaction().execute(async (trx) => {
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
            created_at: at,
            updated_at: at,
          })
          .execute();
        for (const [position, module] of input.modules.entries()) {
          await trx
            .insertInto('course_modules')
            .values({
              course_id: id,
              id: module.id,
              position,
              title: module.title,
              description: module.description,
              total_duration: module.totalDuration,
              thumbnail: module.thumbnail ?? null,
            })
            .execute();
          for (const [lessonPosition, lesson] of module.lessons.entries()) {
            await trx
              .insertInto('lessons')
              .values({
                course_id: id,
                module_id: module.id,
                id: lesson.id,
                position: lessonPosition,
                body: JSON.stringify(lesson),
              })
              .execute();
          }
        }
      });
      return id;
    },

    async saveImage(courseId: string, mimeType: string, bytes: Buffer) {
      const at = now();
      await db
        .insertInto('course_images')
        .values({ course_id: courseId, mime_type: mimeType, bytes, updated_at: at })
        .onConflict((conflict) =>
          conflict.column('course_id').doUpdateSet({ mime_type: mimeType, bytes, updated_at: at }),
        )
        .execute();
      const imageUrl = `/api/v1/courses/${encodeURIComponent(courseId)}/image?v=${at.getTime()}`;
      await db
        .updateTable('courses')
        .set({ image_url: imageUrl, updated_at: at })
        .where('id', '=', courseId)
        .execute();
    },

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
