import * as apiCourses from '@lp/locales/en/api-courses';
import { codedMessages } from './coded-messages';

/** The refusals of the course, program and teacher endpoints and of the course builder's saves. */
export const courseMessages = /* @__PURE__ */ codedMessages(apiCourses);
