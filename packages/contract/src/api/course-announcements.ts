import * as z from 'zod/mini';
import { isCleanText, isSingleLine } from './text';
import * as apiCourseAnnouncements from '@lp/locales/en/api-course-announcements';
import { codedMessages } from '../messages/coded-messages';
import { inputMessages } from '../messages/input';

/**
 * A course's announcements (issue 35): the staff who may edit a course write to its enrolled
 * learners, by e-mail to those who keep "Course announcements" on in their settings.
 */

const SUBJECT_MAX = 150;
const MESSAGE_MAX = 5000;

/** The messages of the announcement endpoint, written once for the server and the pages. */
export const courseAnnouncementMessages = /* @__PURE__ */ codedMessages(apiCourseAnnouncements);

/** POST /courses/{id}/announcements */
export const courseAnnouncementRequestSchema = z.object({
  subject: z
    .string({ error: inputMessages.required('Subject') })
    .check(
      z.trim(),
      z.minLength(1, inputMessages.required('Subject')),
      z.maxLength(SUBJECT_MAX, inputMessages.tooLong('Subject', SUBJECT_MAX)),
      z.refine(isSingleLine, inputMessages.controlCharacters('Subject')),
    ),
  message: z
    .string({ error: inputMessages.required('Message') })
    .check(
      z.trim(),
      z.minLength(1, inputMessages.required('Message')),
      z.maxLength(MESSAGE_MAX, inputMessages.tooLong('Message', MESSAGE_MAX)),
      z.refine(isCleanText, inputMessages.controlCharacters('Message')),
    ),
});
export type CourseAnnouncementRequest = z.infer<typeof courseAnnouncementRequestSchema>;

/** The answer: how many learners the announcement is e-mailed to. */
export const courseAnnouncementResponseSchema = z.object({
  recipients: z.number(),
});
export type CourseAnnouncementResponse = z.infer<typeof courseAnnouncementResponseSchema>;
