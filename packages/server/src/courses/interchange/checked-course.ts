import { createCourseRequestSchema, type CreateCourseRequest } from '@lp/contract/api';
import { courseAnswers } from '../course-answers';
import { InterchangeError } from './interchange-error';

/**
 * The course an importer built, checked against the same schema as POST /courses, so an import
 * never hands the route something the API would refuse (a control character in a lesson, a
 * title of 300 characters). Returned as built: the route parses it again on the way in.
 *
 * The 400 is a coded message (issue 34): `importInvalidCourseAt` with the rule's own message as
 * `problem` and the field's path as `field` (`importInvalidCourse` without a path).
 */
export function checkedCourse(course: CreateCourseRequest): CreateCourseRequest {
  const parsed = createCourseRequestSchema.safeParse(course);
  if (parsed.success) return course;
  const issue = parsed.error.issues[0];
  const problem = issue?.message ?? 'unknown problem';
  const field = issue?.path.join('.') ?? '';
  throw new InterchangeError(
    field
      ? courseAnswers.importInvalidCourseAt({ problem, field })
      : courseAnswers.importInvalidCourse({ problem }),
    400,
  );
}
