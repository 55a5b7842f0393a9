import { certificateMessages, codedMessages } from '@lp/contract/api';
import * as apiCourseAnswers from '@lp/locales/en/api-course-answers';

/**
 * What the course, builder and import endpoints answer, coded like the contract's messages
 * (issue 34) so the app shows them in its language. Only the server says them, so they stay out
 * of the contract's `api-courses` (and of the browser's API chunk), as `api-auth-answers` does.
 */
export const courseAnswers = codedMessages(apiCourseAnswers);

/**
 * The 404 of an unknown course (or another university's). The certificate routes already say
 * this sentence with a code; one English text has one code, so the course routes share it.
 */
export const REQUESTED_COURSE_NOT_FOUND = certificateMessages.courseNotFound;
