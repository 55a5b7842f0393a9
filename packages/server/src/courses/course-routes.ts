import { canAccess } from '@lp/contract';
import {
  COURSE_SHARING_FORBIDDEN_MESSAGE,
  catalogQuerySchema,
  courseImageTypes,
  createCourseRequestSchema,
} from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import { createCertificateRepository } from '../certificates/certificate-repository';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { requestMessages } from '../http/request-messages';
import { parseWith } from '../http/validate';
import { createEnrollmentRepository } from '../learning/enrollment-repository';
import { catalogPage } from './course-catalog';
import { canSeeDrafts, createCourseRepository } from './course-repository';
import { COURSE_AUTHORING, mayEditCourse } from './course-editors';
import { hasDuplicateIds } from './course-ids';
import { courseAnswers, REQUESTED_COURSE_NOT_FOUND } from './course-answers';
import { courseUniversityOf } from './course-university';
import { sniffImageType } from './image-sniff';
import { myCourses } from './my-courses';

const API = '/api/v1/courses';
const SIGNED_IN = { config: { area: 'signed-in' as const } };
const IMAGE_TYPES: readonly string[] = courseImageTypes;

function seesDrafts(request: FastifyRequest) {
  return canSeeDrafts(signedInUser(request).roles);
}

/**
 * Courses (issues 8 and 32). Every read and write goes through the request's university
 * (course-university.ts): a university sees its own courses and the published ones shared with
 * it; another university's course answers 404, as an unknown id does.
 */
export function registerCourseRoutes(app: FastifyInstance, context: AppContext): void {
  const courses = createCourseRepository(context.db, context.now);
  const enrollments = createEnrollmentRepository(context.db, context.now);
  const certificates = createCertificateRepository(context.db, context.now);
  const universityOf = (request: FastifyRequest) => courseUniversityOf(context, request);

  // Every course carries the signed-in user's enrolment (or null), so lists need no second call.
  app.get(`${API}/all`, async (request, reply) =>
    sendData(
      reply,
      await courses.list(
        await universityOf(request),
        seesDrafts(request),
        signedInUser(request).id,
      ),
    ),
  );

  // Registered beside /:id: the router prefers these fixed paths to the parameter.
  app.get(`${API}/catalog`, SIGNED_IN, async (request, reply) => {
    const filters = parseWith(catalogQuerySchema, request.query ?? {});
    const page = await catalogPage(
      context.db,
      await universityOf(request),
      signedInUser(request).id,
      filters,
    );
    return sendData(reply, page);
  });

  app.get(`${API}/mine`, SIGNED_IN, async (request, reply) => {
    const user = signedInUser(request);
    // completedAt is the certificate's date: issue any a completed enrolment still lacks.
    await certificates.issueMissing(user.id);
    const rows = await myCourses(
      context.db,
      await universityOf(request),
      user.id,
      canSeeDrafts(user.roles),
    );
    return sendData(reply.header('cache-control', 'no-store'), rows);
  });

  app.get<{ Params: { id: string } }>(`${API}/:id`, async (request, reply) => {
    const id = pathId(request.params.id, REQUESTED_COURSE_NOT_FOUND);
    const course = await courses.detail(
      await universityOf(request),
      id,
      seesDrafts(request),
      signedInUser(request).id,
    );
    if (!course) throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
    return sendData(reply, course);
  });

  // Any signed-in role may enrol; a draft only by those who can see it (otherwise 404, as for GET).
  app.post<{ Params: { id: string } }>(`${API}/:id/enrollment`, async (request, reply) => {
    const id = pathId(request.params.id, REQUESTED_COURSE_NOT_FOUND);
    const found = await courses.find(await universityOf(request), id);
    if (!found || (!found.course.isPublished && !seesDrafts(request)))
      throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
    const { created, enrollment } = await enrollments.enroll(signedInUser(request).id, id);
    return created
      ? sendData(reply, enrollment, courseAnswers.enrolled, 201)
      : sendData(reply, enrollment, courseAnswers.alreadyEnrolled);
  });

  app.post(`${API}`, COURSE_AUTHORING, async (request, reply) => {
    const user = signedInUser(request);
    const body = parseWith(createCourseRequestSchema, request.body);
    if (body.isShared && !user.roles.some((role) => canAccess('course-sharing', role)))
      throw new ApiError(403, COURSE_SHARING_FORBIDDEN_MESSAGE);
    if (hasDuplicateIds(body.modules)) throw new ApiError(400, courseAnswers.duplicateIds);
    const university = await universityOf(request);
    const id = await courses.create(university, body, {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
    });
    return sendData(
      reply,
      (await courses.find(university, id, user.id))?.course,
      courseAnswers.created,
      201,
    );
  });

  app.post<{ Params: { id: string } }>(
    `${API}/:id/image`,
    COURSE_AUTHORING,
    async (request, reply) => {
      const user = signedInUser(request);
      const university = await universityOf(request);
      const found = await courses.find(university, request.params.id);
      if (!found) throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
      if (!mayEditCourse(user, found, university))
        throw new ApiError(403, courseAnswers.imageForbidden);
      if (!request.isMultipart()) throw new ApiError(415, courseAnswers.imageNotMultipart);
      const file = await request.file();
      if (!file || file.fieldname !== 'image') throw new ApiError(400, courseAnswers.imageField);
      const bytes = await file.toBuffer();
      // The plugin can hand back a cut-off buffer instead of throwing when the limit hits at the end.
      if (file.file.truncated) throw new ApiError(413, requestMessages.imageTooLarge);
      const actualType = sniffImageType(bytes);
      if (!IMAGE_TYPES.includes(file.mimetype) || actualType === null) {
        throw new ApiError(415, courseAnswers.imageType);
      }
      await courses.saveImage(found.course.id, actualType, bytes);
      return sendData(
        reply,
        (await courses.find(university, found.course.id, user.id))?.course,
        courseAnswers.imageUpdated,
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    `${API}/:id/image`,
    { config: { auth: 'optional' } },
    async (request, reply) => {
      // A published course's image is public on its universities' hosts; a draft's only for
      // those who see drafts.
      const found = await courses.find(await universityOf(request), request.params.id);
      const published = found?.course.isPublished === true;
      const mayRead = published || (request.session !== null && seesDrafts(request));
      const image = found && mayRead ? await courses.image(found.course.id) : undefined;
      if (!image) throw new ApiError(404, courseAnswers.noImage);
      // Signed in, the answer rests on the session's university, not the address alone: no
      // shared cache may hand it to another visitor of the host.
      const caching = !published
        ? 'private, no-store'
        : request.session
          ? 'private, max-age=300'
          : 'public, max-age=300';
      return reply
        .header('content-type', image.mime_type)
        .header('cache-control', caching)
        .send(Buffer.from(image.bytes));
    },
  );
}
