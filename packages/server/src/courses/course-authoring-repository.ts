import { randomUUID } from 'node:crypto';
import type { AuthoredCourse, AuthoredCourseSummary, SaveCourseRequest } from '@lp/contract/api';
import type { Module, Transcript, TranscriptSegment } from '@lp/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { insertModules } from './course-modules-store';

/** Transcripts are stored by id across the deployment, so each gets a new one. */
export function newTranscriptId(): string {
  return `transcript-${randomUUID()}`;
}

/** The stored course a builder may edit: its owner and university decide who may. */
export interface EditableCourse {
  id: string;
  universityId: string;
  ownerId: string | null;
  isShared: boolean;
  version: number;
}

export type SaveOutcome =
  { kind: 'saved'; version: number } | { kind: 'conflict' } | { kind: 'not-found' };

type SavedCourse = Omit<Required<SaveCourseRequest>, 'modules' | 'isShared' | 'version'> & {
  modules: Module[];
  isShared: boolean;
};

/**
 * The course builder's reads and writes (issue 32). Every call names the university: a course of
 * another university is not found here, whether or not it is shared with this one (a shared
 * course is read by others, edited only at home).
 */
export function createCourseAuthoringRepository(db: Db, now: () => Date) {
  async function modulesOf(courseId: string): Promise<Module[]> {
    const [modules, lessons] = await Promise.all([
      db
        .selectFrom('course_modules')
        .selectAll()
        .where('course_id', '=', courseId)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('lessons')
        .select(['module_id', 'body'])
        .where('course_id', '=', courseId)
        .orderBy('position')
        .execute(),
    ]);
    return modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      totalDuration: module.total_duration,
      ...(module.thumbnail ? { thumbnail: module.thumbnail } : {}),
      lessons: lessons
        .filter((lesson) => lesson.module_id === module.id)
        .map((lesson) => lesson.body as Module['lessons'][number]),
    }));
  }

  return {
    async editable(universityId: string, courseId: string): Promise<EditableCourse | null> {
      const row = await db
        .selectFrom('courses')
        .select(['id', 'university_id', 'created_by_user_id', 'is_shared', 'version'])
        .where('id', '=', courseId)
        .where('university_id', '=', universityId)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            universityId: row.university_id,
            ownerId: row.created_by_user_id,
            isShared: row.is_shared,
            version: row.version,
          }
        : null;
    },

    /** The course as stored, with no one's own completions on top (what the builder saves back). */
    async authored(universityId: string, courseId: string): Promise<AuthoredCourse | null> {
      const row = await db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', courseId)
        .where('university_id', '=', universityId)
        .executeTakeFirst();
      if (!row) return null;
      const modules = await modulesOf(courseId);
      const transcripts = await db
        .selectFrom('transcripts')
        .selectAll()
        .where('id', 'in', [
          '',
          ...modules.flatMap((module) =>
            module.lessons.flatMap((lesson) => (lesson.transcriptId ? [lesson.transcriptId] : [])),
          ),
        ])
        .execute();
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
        isShared: row.is_shared,
        version: row.version,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        enrollment: null,
        modules,
        transcripts: transcripts.map((transcript) => ({
          id: transcript.id,
          title: transcript.title,
          segments: transcript.segments as TranscriptSegment[],
        })),
      };
    },

    /** The courses `ownerId` may edit (every course of the university when null), newest change first. */
    async list(universityId: string, ownerId: string | null): Promise<AuthoredCourseSummary[]> {
      let query = db
        .selectFrom('courses')
        .select((eb) => [
          'courses.id',
          'courses.title',
          'courses.is_published',
          'courses.is_shared',
          'courses.created_by_name',
          'courses.version',
          'courses.updated_at',
          eb
            .selectFrom('lessons')
            .select(sql<number>`count(*)::int`.as('count'))
            .whereRef('lessons.course_id', '=', 'courses.id')
            .as('lesson_count'),
        ])
        .where('courses.university_id', '=', universityId)
        .orderBy('courses.updated_at', 'desc')
        .orderBy('courses.id', 'asc');
      if (ownerId !== null) query = query.where('courses.created_by_user_id', '=', ownerId);
      return (await query.execute()).map((row) => ({
        id: row.id,
        title: row.title,
        isPublished: row.is_published,
        isShared: row.is_shared,
        createdByName: row.created_by_name,
        lessonCount: Number(row.lesson_count ?? 0),
        version: row.version,
        updatedAt: row.updated_at.toISOString(),
      }));
    },

    /** Transcript ids a save of the course may name: its own, and any its lessons named already. */
    async transcriptsOf(courseId: string): Promise<Set<string>> {
      const [own, named] = await Promise.all([
        db.selectFrom('transcripts').select('id').where('course_id', '=', courseId).execute(),
        db
          .selectFrom('lessons')
          .select(sql<string | null>`body ->> 'transcriptId'`.as('transcript_id'))
          .where('course_id', '=', courseId)
          .execute(),
      ]);
      return new Set([
        ...own.map((row) => row.id),
        ...named.flatMap((row) => (row.transcript_id ? [row.transcript_id] : [])),
      ]);
    },

    /**
     * Saves the whole course if it is still at `version` (one conditional update decides, so
     * of two saves of one version exactly one wins); its modules and lessons are written anew
     * in order, keeping their ids, so completions and certificates stay attached.
     */
    async save(
      universityId: string,
      courseId: string,
      version: number,
      course: SavedCourse,
    ): Promise<SaveOutcome> {
      return inTransaction(db, async (trx) => {
        const updated = await trx
          .updateTable('courses')
          .set({
            title: course.title,
            description: course.description,
            category: course.category,
            difficulty_level: course.difficultyLevel,
            estimated_duration_hours: course.estimatedDurationHours,
            language: course.language,
            image_url: course.imageUrl,
            is_published: course.isPublished,
            is_shared: course.isShared,
            version: sql<number>`version + 1`,
            updated_at: now(),
          })
          .where('id', '=', courseId)
          .where('university_id', '=', universityId)
          .where('version', '=', version)
          .returning('version')
          .executeTakeFirst();
        if (!updated) {
          const exists = await trx
            .selectFrom('courses')
            .select('id')
            .where('id', '=', courseId)
            .where('university_id', '=', universityId)
            .executeTakeFirst();
          return { kind: exists ? 'conflict' : 'not-found' };
        }
        await trx.deleteFrom('course_modules').where('course_id', '=', courseId).execute();
        // Each lesson's `order` is its place, as the structure editor left it.
        const ordered = course.modules.map((module) => ({
          ...module,
          lessons: module.lessons.map((lesson, order) => ({ ...lesson, order })),
        }));
        await insertModules(trx, courseId, ordered);
        return { kind: 'saved', version: updated.version };
      });
    },

    /** Stores an uploaded transcript as the course's own (an import names the id it chose). */
    async addTranscript(
      courseId: string,
      title: string,
      segments: TranscriptSegment[],
      id: string = newTranscriptId(),
    ): Promise<Transcript> {
      await db
        .insertInto('transcripts')
        .values({ id, title, segments: JSON.stringify(segments), course_id: courseId })
        .execute();
      return { id, title, segments };
    },
  };
}
