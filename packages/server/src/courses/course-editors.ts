import { normalizeRole } from '@lp/contract';
import { COURSE_EDIT_FORBIDDEN_MESSAGE } from '@lp/contract/api';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { pathId } from '../http/params';
import { createCourseAuthoringRepository } from './course-authoring-repository';
import { REQUESTED_COURSE_NOT_FOUND } from './course-answers';
import { courseUniversityOf } from './course-university';

/**
 * Who may change a course (issue 32), one rule for the builder, the image, export, import and
 * announcements: the access area `course-authoring` lets teachers and the university's admins
 * in; of those, a teacher changes only the courses they wrote, an admin, university_admin or
 * superuser every course of their university. A course shared by another university is read
 * here, never changed: it is edited at home.
 */
const EDIT_EVERY_COURSE = ['admin', 'university_admin', 'superuser'];

export const editsEveryCourse = (roles: readonly string[]) =>
  roles.some((role) => EDIT_EVERY_COURSE.includes(normalizeRole(role) ?? ''));

export function mayEditCourse(
  user: { id: string; roles: readonly string[] },
  course: { ownerId: string | null; universityId: string },
  university: string,
): boolean {
  return (
    course.universityId === university &&
    (course.ownerId === user.id || editsEveryCourse(user.roles))
  );
}

/** The route option of every endpoint that changes a course. */
export const COURSE_AUTHORING = { config: { area: 'course-authoring' as const } };

/**
 * The course of `rawId` the signed-in person may change, in the request's university: 404 for
 * an unknown course or another university's (shared or not), 403 for one that is not theirs.
 */
export async function courseToEdit(context: AppContext, request: FastifyRequest, rawId: string) {
  const id = pathId(rawId, REQUESTED_COURSE_NOT_FOUND);
  const university = await courseUniversityOf(context, request);
  const course = await createCourseAuthoringRepository(context.db, context.now).editable(
    university,
    id,
  );
  if (!course) throw new ApiError(404, REQUESTED_COURSE_NOT_FOUND);
  if (!mayEditCourse(signedInUser(request), course, university))
    throw new ApiError(403, COURSE_EDIT_FORBIDDEN_MESSAGE);
  return { university, course };
}
