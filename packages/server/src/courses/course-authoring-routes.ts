import {
  canAccess,
  isAllowedEmbedUrl,
  parseWebVtt,
  toLiveStreamEmbedUrl,
  WEBVTT_MAX_BYTES,
  WEBVTT_MESSAGES,
} from '@lp/contract';
import {
  COURSE_SHARING_FORBIDDEN_MESSAGE,
  COURSE_VERSION_CONFLICT_MESSAGE,
  saveCourseRequestSchema,
  TRANSCRIPT_NOT_OF_COURSE_MESSAGE,
  videoLessonAddressMessage,
} from '@lp/contract/api';
import type { Module } from '@lp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import {
  createCourseAuthoringRepository,
  type EditableCourse,
} from './course-authoring-repository';
import { COURSE_AUTHORING, courseToEdit, editsEveryCourse } from './course-editors';
import { courseUniversityOf } from './course-university';
import { hasDuplicateIds } from './course-ids';
import { courseAnswers, REQUESTED_COURSE_NOT_FOUND } from './course-answers';

const API = '/api/v1/courses';

/**
 * A video lesson's address as the player embeds it: YouTube and Vimeo page links become embeds.
 * An address the course already had (a sample course's own video file) is kept as it was.
 */
function withVideoAddresses(modules: Module[], stored: Module[]): Module[] {
  const before = new Map(
    stored.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson.content])),
  );
  return modules.map((module) => ({
    ...module,
    lessons: module.lessons.map((lesson) => {
      if (lesson.type !== 'video' || before.get(lesson.id) === lesson.content) return lesson;
      const address =
        typeof lesson.content === 'string' ? toLiveStreamEmbedUrl(lesson.content) : '';
      if (!isAllowedEmbedUrl(address))
        throw new ApiError(400, videoLessonAddressMessage(lesson.title));
      return { ...lesson, content: address };
    }),
  }));
}

/**
 * The course builder's endpoints (issue 32). The area lets teachers and the university's admins
 * in; the course must be the request university's own (a shared one is edited at home only),
 * and a teacher's own unless they edit every course of their university.
 */
export function registerCourseAuthoringRoutes(app: FastifyInstance, context: AppContext): void {
  const authoring = createCourseAuthoringRepository(context.db, context.now);

  app.get(`${API}/authoring`, COURSE_AUTHORING, async (request, reply) => {
    const user = signedInUser(request);
    const university = await courseUniversityOf(context, request);
    const list = await authoring.list(university, editsEveryCourse(user.roles) ? null : user.id);
    return sendData(reply.header('cache-control', 'no-store'), list);
  });

  app.get<{ Params: { id: string } }>(
    `${API}/:id/authoring`,
    COURSE_AUTHORING,
    async (request, reply) => {
      const { university, course } = await courseToEdit(context, request, request.params.id);
      const authored = await authoring.authored(university, course.id);
      if (!authored) throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
      return sendData(reply.header('cache-control', 'no-store'), authored);
    },
  );

  app.put<{ Params: { id: string } }>(`${API}/:id`, COURSE_AUTHORING, async (request, reply) => {
    const { university, course } = await courseToEdit(context, request, request.params.id);
    const { version, isShared, ...body } = parseWith(saveCourseRequestSchema, request.body);
    if (hasDuplicateIds(body.modules)) throw new ApiError(400, courseAnswers.duplicateIds);
    const sharing = isShared ?? course.isShared;
    if (sharing !== course.isShared && !mayShare(request))
      throw new ApiError(403, COURSE_SHARING_FORBIDDEN_MESSAGE);
    await checkTranscripts(course, body.modules);
    const stored = (await authoring.authored(university, course.id))?.modules ?? [];
    const modules = withVideoAddresses(body.modules, stored);
    const outcome = await authoring.save(university, course.id, version, {
      ...body,
      modules,
      isShared: sharing,
    });
    if (outcome.kind === 'not-found') throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
    if (outcome.kind === 'conflict') throw new ApiError(409, COURSE_VERSION_CONFLICT_MESSAGE);
    return sendData(reply, await authoring.authored(university, course.id), courseAnswers.saved);
  });

  app.post<{ Params: { id: string } }>(
    `${API}/:id/transcripts`,
    COURSE_AUTHORING,
    async (request, reply) => {
      const { course } = await courseToEdit(context, request, request.params.id);
      if (!request.isMultipart()) throw new ApiError(415, courseAnswers.transcriptNotMultipart);
      const file = await request.file({ limits: { fileSize: WEBVTT_MAX_BYTES } });
      if (!file || file.fieldname !== 'transcript')
        throw new ApiError(400, courseAnswers.transcriptField);
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new ApiError(413, WEBVTT_MESSAGES.tooLarge);
      const parsed = parseWebVtt(new TextDecoder().decode(bytes));
      if (!parsed.ok) throw new ApiError(400, parsed.message);
      const title = file.filename.replace(/\.vtt$/i, '').slice(0, 200) || 'Transcript';
      const transcript = await authoring.addTranscript(course.id, title, parsed.segments);
      return sendData(reply, transcript, courseAnswers.transcriptUploaded, 201);
    },
  );

  function mayShare(request: FastifyRequest) {
    return signedInUser(request).roles.some((role) => canAccess('course-sharing', role));
  }

  /** A lesson may name only this course's transcripts (never another university's). */
  async function checkTranscripts(course: EditableCourse, modules: Module[]) {
    const named = modules.flatMap((module) =>
      module.lessons.flatMap((lesson) => (lesson.transcriptId ? [lesson.transcriptId] : [])),
    );
    if (named.length === 0) return;
    const own = await authoring.transcriptsOf(course.id);
    if (named.some((id) => !own.has(id))) throw new ApiError(400, TRANSCRIPT_NOT_OF_COURSE_MESSAGE);
  }
}
