/**
 * Stores an imported course (POST /courses/import) as one transaction: the course with its
 * modules and lessons, its transcripts and its image are there together or not at all, so an
 * import that fails halfway leaves no course behind.
 */
import type { CreateCourseRequest } from '@lp/contract/api';
import type { Module } from '@lp/contract';
import type { Db } from '../../db/database';
import { createCourseAuthoringRepository, newTranscriptId } from '../course-authoring-repository';
import { createCourseRepository, type NewCourse } from '../course-repository';
import type { ImportedCourse } from './course-archive';

/**
 * Points each lesson at its transcript's stored id; a lesson whose transcript the file did not
 * hold loses the link rather than naming a transcript that is not there.
 */
function withStoredTranscripts(
  modules: CreateCourseRequest['modules'] = [],
  storedIds: ReadonlyMap<string, string>,
): Module[] {
  return modules.map((module) => ({
    ...module,
    lessons: module.lessons.map(({ transcriptId, ...lesson }) => {
      const stored = transcriptId && storedIds.get(transcriptId);
      return stored ? { ...lesson, transcriptId: stored } : lesson;
    }),
  }));
}

/** Creates the draft in `universityId` and returns its id. */
export function storeImportedCourse(
  db: Db,
  now: () => Date,
  universityId: string,
  draft: Omit<NewCourse, 'modules'> & Pick<CreateCourseRequest, 'modules'>,
  imported: Pick<ImportedCourse, 'transcripts' | 'image'>,
  creator: { id: string; name: string },
): Promise<string> {
  // Transcript ids are chosen first, so the lessons are written once, already pointing at them.
  const storedIds = new Map(imported.transcripts.map(({ id }) => [id, newTranscriptId()]));
  return db.transaction().execute(async (trx) => {
    const courses = createCourseRepository(trx, now);
    const authoring = createCourseAuthoringRepository(trx, now);
    const courseId = await courses.create(
      universityId,
      { ...draft, modules: withStoredTranscripts(draft.modules, storedIds) },
      creator,
    );
    for (const transcript of imported.transcripts) {
      await authoring.addTranscript(
        courseId,
        transcript.title,
        transcript.segments,
        storedIds.get(transcript.id),
      );
    }
    if (imported.image) {
      await courses.saveImage(courseId, imported.image.mimeType, Buffer.from(imported.image.bytes));
    }
    return courseId;
  });
}
