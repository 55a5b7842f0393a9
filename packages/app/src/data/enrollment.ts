import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { COURSES_KEY } from './courses';
import { courseKey } from './course-detail';
import { learningPaths } from './learning';

const enrollResponseSchema = () => import('@lp/contract/api').then((m) => m.enrollResponseSchema);

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
      await api.post(learningPaths.enrollment(courseId), {
        body: {},
        schema: enrollResponseSchema,
      });
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
