import * as z from 'zod/mini';
import { isoDateTimeSchema, urlSafeIdSchema } from '../entities/id';
import { PLAYER_QUIZ_PASS_PERCENT } from '../rules/quiz';
import { isSingleLine } from './text';
import * as apiCertificates from '@lp/locales/en/api-certificates';
import { codedMessages } from '../messages/coded-messages';
import { inputMessages } from '../messages/input';

/**
 * Achievements (issue 35, item 3): a course completed earns a certificate, listed on
 * /certificates, downloaded as a PDF, and confirmed to anyone on /verify/{certificateId}.
 */

/** A certificate's id: 128 random bits in base64url, 22 characters; unguessable. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const certificateIdSchema = z.string().check(z.regex(CERTIFICATE_ID_PATTERN));

export const certificateMessages = /* @__PURE__ */ codedMessages(apiCertificates, (m) => ({
  /** A quiz lesson counts as done only when passed: the player quiz's pass mark (spec 1 §9). */
  quizNotPassed: m.quizNotPassed({ percent: PLAYER_QUIZ_PASS_PERCENT }),
}));

/** One certificate as its owner sees it (GET /certificates). */
export const certificateSchema = z.object({
  id: certificateIdSchema,
  courseId: urlSafeIdSchema,
  /** The course's and the learner's names as they were when it was issued. */
  courseTitle: z.string(),
  learnerName: z.string(),
  universityName: z.string(),
  issuedAt: isoDateTimeSchema,
  /** The public page that confirms it: `{the university's app}/verify/{id}`. */
  verificationUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The course closest to completion among those not completed yet. */
export const nextCertificateSchema = z.object({
  courseId: urlSafeIdSchema,
  courseTitle: z.string(),
  /** Percent of the course's lessons done (quizzes passed). */
  progress: z.number().check(z.int(), z.gte(0), z.lte(99)),
});
export type NextCertificate = z.infer<typeof nextCertificateSchema>;

/** `data` of GET /certificates: the signed-in user's own, newest first, and the next one. */
export const certificateListSchema = z.object({
  certificates: z.array(certificateSchema),
  next: z.nullable(nextCertificateSchema),
});
export type CertificateList = z.infer<typeof certificateListSchema>;

/**
 * `data` of the public GET /certificates/{id}/verification: no more than the name, the
 * course, the university and the date.
 */
export const certificateVerificationSchema = z.object({
  learnerName: z.string(),
  courseTitle: z.string(),
  universityName: z.string(),
  issuedAt: isoDateTimeSchema,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** A quiz answer: an option's index, several indexes (multiple answers), or an option's text. */
const quizAnswerSchema = z.union([
  z.number().check(z.int(), z.gte(0), z.lte(100)),
  z.array(z.number().check(z.int(), z.gte(0), z.lte(100))).check(z.maxLength(100)),
  z.string().check(z.maxLength(500), z.refine(isSingleLine, inputMessages.answersOneLine)),
]);

/**
 * Body of PUT /courses/{courseId}/lessons/{lessonId}/completion. A quiz lesson sends its
 * answers in question order; the server grades them against the stored quiz.
 */
export const lessonCompletionRequestSchema = z.object({
  answers: z.optional(z.array(quizAnswerSchema).check(z.maxLength(100))),
});
export type LessonCompletionRequest = z.infer<typeof lessonCompletionRequestSchema>;

/** `data` of the lesson completion: where the course stands, and its certificate once earned. */
export const lessonCompletionResponseSchema = z.object({
  lessonId: urlSafeIdSchema,
  completed: z.boolean(),
  /** A quiz's rounded percent of correct answers; null for other lessons. */
  quizScore: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** The course's progress in percent after this lesson. */
  courseProgress: z.number().check(z.int(), z.gte(0), z.lte(100)),
  certificate: z.nullable(certificateSchema),
});
export type LessonCompletionResponse = z.infer<typeof lessonCompletionResponseSchema>;
