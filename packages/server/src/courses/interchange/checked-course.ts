import { createCourseRequestSchema, type CreateCourseRequest } from '@lp/contract/api';
import { InterchangeError } from './interchange-error';

/** 400: what an import built breaks a rule of POST /courses; the rule's own message follows. */
export const INVALID_IMPORTED_COURSE_MESSAGE = 'The imported course is not valid';

/**
 * The course an importer built, checked against the same schema as POST /courses, so an import
 * never hands the route something the API would refuse (a control character in a lesson, a
 * title of 300 characters). Returned as built: the route parses it again on the way in.
 */
export function checkedCourse(course: CreateCourseRequest): CreateCourseRequest {
  const parsed = createCourseRequestSchema.safeParse(course);
  if (parsed.success) return course;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw new InterchangeError(
    `${INVALID_IMPORTED_COURSE_MESSAGE}: ${issue?.message ?? 'unknown problem'}${where}.`,
    400,
  );
}
