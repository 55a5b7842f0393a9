import {
  CERTIFICATE_ID_PATTERN,
  certificateMessages,
  lessonCompletionRequestSchema,
  type CertificateList,
  type CertificateVerification,
  type LessonCompletionResponse,
} from '@lp/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { canSeeDrafts, createCourseRepository } from '../courses/course-repository';
import { courseUniversityOf } from '../courses/course-university';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { parseWith } from '../http/validate';
import { universityAppUrl } from '../tenancy/university-links';
import { universityOfRequest } from '../tenancy/request-university';
import { createUniversityRepository } from '../tenancy/university-repository';
import { certificateBrandOf } from './certificate-brand';
import { certificatePdf } from './certificate-pdf';
import { createCertificateRepository, toCertificate } from './certificate-repository';
import { gradeQuiz } from './quiz-grading';

const API = '/api/v1';
const OWN = { config: { area: 'achievements' as const } };
const COURSE_NOT_FOUND = certificateMessages.courseNotFound;

/** A certificate id from the path: anything but 22 base64url characters names none. */
function certificateId(value: string): string {
  if (!CERTIFICATE_ID_PATTERN.test(value)) throw new ApiError(404, certificateMessages.notFound);
  return value;
}

/**
 * Achievements (issue 35, item 3): lessons done, the learner's certificates, each as a PDF,
 * and the public verification. Access: the signed-in endpoints are the `achievements` area
 * (every role, each only their own: a certificate of someone else answers 404, as if it did
 * not exist, administrators included, since the public verification already tells them
 * what a certificate says). Tenancy: a certificate belongs to the university of its learner
 * and is verified only on that university's host.
 */
export function registerCertificateRoutes(app: FastifyInstance, context: AppContext): void {
  const certificates = createCertificateRepository(context.db, context.now);
  const courses = createCourseRepository(context.db, context.now);
  const universities = createUniversityRepository(context.db);
  const appUrlOf = (university: { domain: string | null }) => universityAppUrl(context, university);

  async function ownCertificate(request: FastifyRequest<{ Params: { id: string } }>) {
    const row = await certificates.find(certificateId(request.params.id));
    if (!row || row.user_id !== signedInUser(request).id)
      throw new ApiError(404, certificateMessages.notFound);
    return row;
  }

  app.put<{ Params: { courseId: string; lessonId: string } }>(
    `${API}/courses/:courseId/lessons/:lessonId/completion`,
    OWN,
    async (request, reply) => {
      const user = signedInUser(request);
      const courseId = pathId(request.params.courseId, COURSE_NOT_FOUND);
      const lessonId = pathId(request.params.lessonId, certificateMessages.lessonNotFound);
      const body = parseWith(lessonCompletionRequestSchema, request.body ?? {});
      // Another university's course answers as an unknown one (issue 32).
      const university = await courseUniversityOf(context, request);
      const found = await courses.find(university, courseId);
      if (!found || (!found.course.isPublished && !canSeeDrafts(user.roles)))
        throw new ApiError(404, COURSE_NOT_FOUND);
      const lesson = (await certificates.lessonsOf(courseId)).find((each) => each.id === lessonId);
      if (!lesson) throw new ApiError(404, certificateMessages.lessonNotFound);

      const grade =
        lesson.body.type === 'quiz' ? gradeQuiz(lesson.body.content, body.answers) : null;
      if (grade && !grade.passed) {
        const enrolment = await courses.find(university, courseId, user.id);
        return sendData(
          reply.header('cache-control', 'no-store'),
          {
            lessonId,
            completed: false,
            quizScore: grade.percent,
            courseProgress: enrolment?.course.enrollment?.progress ?? 0,
            certificate: null,
          } satisfies LessonCompletionResponse,
          certificateMessages.quizNotPassed,
        );
      }
      const progress = await certificates.completeLesson(
        user.id,
        courseId,
        lessonId,
        grade?.percent ?? null,
      );
      const issued =
        progress >= 100
          ? (await certificates.ofUser(user.id)).find((row) => row.course_id === courseId)
          : undefined;
      return sendData(
        reply.header('cache-control', 'no-store'),
        {
          lessonId,
          completed: true,
          quizScore: grade?.percent ?? null,
          courseProgress: progress,
          certificate: issued ? toCertificate(issued, appUrlOf) : null,
        } satisfies LessonCompletionResponse,
        issued ? certificateMessages.issued : certificateMessages.lessonCompleted,
      );
    },
  );

  app.get(`${API}/certificates`, OWN, async (request, reply) => {
    const user = signedInUser(request);
    await certificates.issueMissing(user.id);
    const [rows, next] = await Promise.all([
      certificates.ofUser(user.id),
      certificates.next(user.id, await courseUniversityOf(context, request)),
    ]);
    return sendData(reply.header('cache-control', 'no-store'), {
      certificates: rows.map((row) => toCertificate(row, appUrlOf)),
      next,
    } satisfies CertificateList);
  });

  app.get<{ Params: { id: string } }>(
    `${API}/certificates/:id/pdf`,
    OWN,
    async (request, reply) => {
      const row = await ownCertificate(request);
      const university = await universities.byId(row.university_id);
      if (!university) throw new ApiError(404, certificateMessages.notFound);
      const certificate = toCertificate(row, appUrlOf);
      const pdf = await certificatePdf(await certificateBrandOf(context.db, university), {
        learnerName: row.learner_name,
        courseTitle: row.course_title,
        issuedAt: row.issued_at,
        verificationUrl: certificate.verificationUrl,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${row.course_id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );

  // Public: anyone with the link, signed in or out, but only on the certificate's own
  // university's host (another university's host answers as for an unknown id).
  app.get<{ Params: { id: string } }>(
    `${API}/certificates/:id/verification`,
    { config: { auth: 'none' } },
    async (request, reply) => {
      const id = certificateId(request.params.id);
      const [row, host] = await Promise.all([
        certificates.find(id),
        universityOfRequest(context, request),
      ]);
      if (!row || row.university_id !== host.id)
        throw new ApiError(404, certificateMessages.notFound);
      return sendData(reply.header('cache-control', 'no-store'), {
        learnerName: row.learner_name,
        courseTitle: row.course_title,
        universityName: row.university_name,
        issuedAt: row.issued_at.toISOString(),
      } satisfies CertificateVerification);
    },
  );
}
