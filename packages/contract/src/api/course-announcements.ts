import * as z from 'zod/mini';
import { isCleanText, isSingleLine } from './text';
import * as apiCourseAnnouncements from '@lp/locales/en/api-course-announcements';
import { codedMessages } from '../messages/coded-messages';

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
    .string({ error: 'Subject is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Subject is required'),
      z.maxLength(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
      z.refine(isSingleLine, 'Subject must not contain control characters'),
    ),
  message: z
    .string({ error: 'Message is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
      z.refine(isCleanText, 'Message must not contain control characters'),
    ),
});
export type CourseAnnouncementRequest = z.infer<typeof courseAnnouncementRequestSchema>;

/** The answer: how many learners the announcement is e-mailed to. */
export const courseAnnouncementResponseSchema = z.object({
  recipients: z.number(),
});
export type CourseAnnouncementResponse = z.infer<typeof courseAnnouncementResponseSchema>;
