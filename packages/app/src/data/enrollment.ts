import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient } from './api-client';
import { COURSES_KEY } from './courses';
import { courseKey } from './course-detail';
import { learningPaths } from './learning';

const enrollResponseSchema = () => import('@lp/contract/api').then((m) => m.enrollResponseSchema);

/**
 * POST /courses/:id/enrollment: enrols the signed-in user (enrolling twice keeps the first).
 * The one call of the course page, the catalogue and the catalogue's no-script action.
 */
export function enrollIn(api: ApiClient, courseId: string) {
  return api.post(learningPaths.enrollment(courseId), { body: {}, schema: enrollResponseSchema });
}

/**
 * Enrols the signed-in user in a course (POST /courses/:id/enrollment), then refreshes the
 * course and the catalogue so every page shows the enrolment. Returns whether it worked; the
 * message of a failure stays in `error` until the next try.
 */
export function useEnroll(courseId: string) {
  const { api } = useAppServices();
  const { mutate } = useSWRConfig();
  const [enrolling, setEnrolling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function enroll(): Promise<boolean> {
    setEnrolling(true);
    setError(null);
    try {
      await enrollIn(api, courseId);
      await Promise.all([mutate(courseKey(courseId)), mutate(COURSES_KEY)]);
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setEnrolling(false);
    }
  }

  return { enroll, enrolling, error };
}
