import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { ApiError } from './api-error';
import { catalogPaths } from './catalog';
import { courseKey } from './course-detail';
import { COURSES_KEY } from './courses';
import { enrollIn } from './enrollment';

/** Said when an enrolment fails without a message of the API's. */
export const ENROLL_FAILED = 'Could not enroll in this course. Please try again.';

/** The API's message of a failed enrolment, or the general one (never a network's internals). */
export const enrollFailureMessage = (failure: unknown) =>
  failure instanceof ApiError && failure.kind === 'http' ? failure.message : ENROLL_FAILED;

/**
 * Enrolment from the catalogue's cards, one course at a time: which course is on its way, the
 * last failure, and the notice of the last success. After it every catalogue page, My Courses
 * and the course are read again, so each shows the enrolment.
 */
export function useCatalogEnrollment() {
  const { api } = useAppServices();
  const { mutate } = useSWRConfig();
  const [enrollingId, setEnrollingId] = useState<string | null>(null);
  const [error, setError] = useState<{ courseId: string; message: string } | null>(null);
  const [enrolled, setEnrolled] = useState<{ courseId: string; title: string } | null>(null);

  async function enroll(course: { id: string; title: string }) {
    setEnrollingId(course.id);
    setError(null);
    try {
      await enrollIn(api, course.id);
      setEnrolled({ courseId: course.id, title: course.title });
      await Promise.all([
        mutate((key) => typeof key === 'string' && key.startsWith('/courses/catalog')),
        mutate(catalogPaths.mine),
        mutate(COURSES_KEY),
        mutate(courseKey(course.id)),
      ]);
    } catch (failure) {
      setError({ courseId: course.id, message: enrollFailureMessage(failure) });
    } finally {
      setEnrollingId(null);
    }
  }

  return { enroll, enrollingId, error, enrolled };
}
