import { courseImageTypes, createCourseRequestSchema } from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { parseWith } from '../http/validate';
import { createEnrollmentRepository } from '../learning/enrollment-repository';
import { canSeeDrafts, createCourseRepository } from './course-repository';
import { sniffImageType } from './image-sniff';

const API = '/api/v1/courses';
const COURSE_AUTHORS = ['teacher', 'admin', 'superuser'];
const COURSE_ADMINS = ['admin', 'superuser'];
const NOT_FOUND = 'The requested course could not be found.';
const IMAGE_TYPES: readonly string[] = courseImageTypes;

function seesDrafts(request: FastifyRequest) {
  return canSeeDrafts(signedInUser(request).roles);
}

function hasDuplicateIds(modules: { id: string; lessons: { id: string }[] }[]) {
  const moduleIds = modules.map((module) => module.id);
  if (new Set(moduleIds).size !== moduleIds.length) return true;
  return modules.some(
    (module) => new Set(module.lessons.map((lesson) => lesson.id)).size !== module.lessons.length,
  );
}

export function registerCourseRoutes(app: FastifyInstance, context: AppContext): void {
  const courses = createCourseRepository(context.db, context.now);
  const enrollments = createEnrollmentRepository(context.db, context.now);

  // Every course carries the signed-in user's enrolment (or null), so lists need no second call.
  app.get(`${API}/all`, async (request, reply) =>
    sendData(reply, await courses.list(seesDrafts(request), signedInUser(request).id)),
  );

  app.get<{ Params: { id: string } }>(`${API}/:id`, async (request, reply) => {
    const id = pathId(request.params.id, NOT_FOUND);
    const course = await courses.detail(id, seesDrafts(request), signedInUser(request).id);
    if (!course) throw new ApiError(404, NOT_FOUND);
    return sendData(reply, course);
  });

  // Any signed-in role may enrol; a draft only by those who can see it (otherwise 404, as for GET).
  app.post<{ Params: { id: string } }>(`${API}/:id/enrollment`, async (request, reply) => {
    const id = pathId(request.params.id, NOT_FOUND);
    const found = await courses.find(id);
    if (!found || (!found.course.isPublished && !seesDrafts(request)))
      throw new ApiError(404, NOT_FOUND);
    const { created, enrollment } = await enrollments.enroll(signedInUser(request).id, id);
    return created
      ? sendData(reply, enrollment, 'Enrolled', 201)
      : sendData(reply, enrollment, 'Already enrolled');
  });

  app.post(`${API}`, { config: { roles: COURSE_AUTHORS } }, async (request, reply) => {
    const user = signedInUser(request);
    const body = parseWith(createCourseRequestSchema, request.body);
    if (hasDuplicateIds(body.modules))
      throw new ApiError(400, 'Module and lesson ids must be unique within a course.');
    const id = await courses.create(body, {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
    });
    return sendData(reply, (await courses.find(id, user.id))?.course, 'Course created', 201);
  });

  app.post<{ Params: { id: string } }>(
    `${API}/:id/image`,
    { config: { roles: COURSE_AUTHORS } },
    async (request, reply) => {
      const user = signedInUser(request);
      const found = await courses.find(request.params.id);
      if (!found) throw new ApiError(404, NOT_FOUND);
      const mayEdit =
        found.ownerId === user.id || user.roles.some((role) => COURSE_ADMINS.includes(role));
      if (!mayEdit) throw new ApiError(403, 'You can only change the image of your own courses.');
      if (!request.isMultipart())
        throw new ApiError(415, 'Send the image as multipart/form-data in the field "image".');
      const file = await request.file();
      if (!file || file.fieldname !== 'image')
        throw new ApiError(400, 'Send the image in the form field "image".');
      const bytes = await file.toBuffer();
      // The plugin can hand back a cut-off buffer instead of throwing when the limit hits at the end.
      if (file.file.truncated) throw new ApiError(413, 'Image is too large: the limit is 5 MB');
      const actualType = sniffImageType(bytes);
      if (!IMAGE_TYPES.includes(file.mimetype) || actualType === null) {
        throw new ApiError(415, 'Only PNG, JPEG, WebP or GIF images are accepted.');
      }
      await courses.saveImage(found.course.id, actualType, bytes);
      return sendData(
        reply,
        (await courses.find(found.course.id, user.id))?.course,
        'Course image updated',
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    `${API}/:id/image`,
    { config: { auth: 'optional' } },
    async (request, reply) => {
      // A published course's image is public; a draft's only for those who see drafts.
      const found = await courses.find(request.params.id);
      const published = found?.course.isPublished === true;
      const mayRead = published || (request.session !== null && seesDrafts(request));
      const image = found && mayRead ? await courses.image(found.course.id) : undefined;
      if (!image) throw new ApiError(404, 'This course has no image.');
      return reply
        .header('content-type', image.mime_type)
        .header('cache-control', published ? 'public, max-age=300' : 'private, no-store')
        .send(Buffer.from(image.bytes));
    },
  );
}
