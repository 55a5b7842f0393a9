/**
 * Export and import of courses (issue 32 item 4): GET /courses/:id/export writes the course
 * archive, POST /courses/import takes a course archive or a Common Cartridge and creates a draft.
 * Both are the course builder's (area `course-authoring`): a teacher exports their own courses,
 * the university's admins every course of their university; an import belongs to the importer's
 * university. The work is in the pure modules beside this file; here is only storage.
 */
import { createCourseRequestSchema, type CourseImportResponse } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { ApiError, sendData } from '../../http/envelope';
import { parseWith } from '../../http/validate';
import { createCourseAuthoringRepository } from '../course-authoring-repository';
import { hasDuplicateIds } from '../course-ids';
import { courseAnswers, REQUESTED_COURSE_NOT_FOUND } from '../course-answers';
import { createCourseRepository } from '../course-repository';
import { COURSE_AUTHORING, courseToEdit } from '../course-editors';
import { courseUniversityOf } from '../course-university';
import { exportCourseArchive } from './course-archive';
import { importCourseFile } from './course-import';
import { InterchangeError } from './interchange-error';
import { storeImportedCourse } from './store-imported-course';

const API = '/api/v1/courses';

/** Largest upload POST /courses/import reads, in bytes (before unzipping; safe-unzip limits the rest). */
export const COURSE_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = courseAnswers.importTooLarge;
export const IMPORT_NOT_MULTIPART_MESSAGE = courseAnswers.importNotMultipart;
export const IMPORT_FIELD_MESSAGE = courseAnswers.importField;

/** `course-title.zip`: letters, digits and dashes, so the header needs no quoting rules. */
function archiveFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `${slug || 'course'}.zip`;
}

export function registerInterchangeRoutes(app: FastifyInstance, context: AppContext): void {
  const courses = createCourseRepository(context.db, context.now);
  const authoring = createCourseAuthoringRepository(context.db, context.now);

  app.get<{ Params: { id: string } }>(
    `${API}/:id/export`,
    COURSE_AUTHORING,
    async (request, reply) => {
      // Another university's course, shared or not, is not found: it is exported at home.
      const { university, course } = await courseToEdit(context, request, request.params.id);
      const authored = await authoring.authored(university, course.id);
      if (!authored) throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
      const image = await courses.image(course.id);
      const bytes = exportCourseArchive(
        authored,
        image ? { image: { bytes: image.bytes, mimeType: image.mime_type } } : {},
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${archiveFileName(authored.title)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.post(`${API}/import`, COURSE_AUTHORING, async (request, reply) => {
    const user = signedInUser(request);
    if (!request.isMultipart()) throw new ApiError(415, IMPORT_NOT_MULTIPART_MESSAGE);
    const file = await request.file({ limits: { fileSize: COURSE_IMPORT_MAX_BYTES } });
    if (!file || file.fieldname !== 'file') throw new ApiError(400, IMPORT_FIELD_MESSAGE);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new ApiError(413, IMPORT_TOO_LARGE_MESSAGE);

    let imported: ReturnType<typeof importCourseFile>;
    try {
      imported = importCourseFile(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    } catch (error) {
      if (error instanceof InterchangeError) {
        request.log.info({ detail: error.detail }, 'course import refused');
        throw new ApiError(error.status, error.message);
      }
      throw error;
    }
    const body = parseWith(createCourseRequestSchema, imported.course);
    if (hasDuplicateIds(body.modules)) throw new ApiError(400, courseAnswers.duplicateIds);
    // An import is a draft of the importer's university, never shared, whatever the file said.
    const university = await courseUniversityOf(context, request);
    const draft = { ...body, isPublished: false, isShared: false };

    const creator = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
    const courseId = await storeImportedCourse(
      context.db,
      context.now,
      university,
      draft,
      imported,
      creator,
    );
    const created = await courses.find(university, courseId, user.id);
    if (!created) throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
    const response: CourseImportResponse = {
      course: created.course,
      source: imported.source,
      report: imported.report,
    };
    return sendData(reply, response, courseAnswers.imported, 201);
  });
}
