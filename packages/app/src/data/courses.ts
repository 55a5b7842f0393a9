import { toDisplayCourse } from '@lp/contract';
import useSWR from 'swr';
import { useAppServices } from '../app-context';
import { stableRandom } from './stable-random';

// The schemas arrive with the first answer rather than with the page (see api-client.ts).
const courseListSchema = () => import('@lp/contract/api').then((m) => m.courseListSchema);
const courseDetailSchema = () => import('@lp/contract/api').then((m) => m.courseDetailSchema);

/** Reads are fetched once per view: no refetch on focus, no automatic retry of a failure. */
export const readOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The course catalogue from GET /courses/all, mapped to display courses (spec 2 section 3). */
export function useCourses() {
  const { api } = useAppServices();
  return useSWR(
    '/courses/all',
    async (path: string) => {
      const { data } = await api.get(path, { schema: courseListSchema });
      return data.map((course) => toDisplayCourse(course, stableRandom(course.id)));
    },
    readOptions,
  );
}

/** One course with its modules, lessons and transcripts (GET /courses/:id). Null id: no request. */
export function useCourse(courseId: string | null) {
  const { api } = useAppServices();
  return useSWR(
    courseId ? `/courses/${encodeURIComponent(courseId)}` : null,
    async (path: string) => {
      const { data } = await api.get(path, { schema: courseDetailSchema });
      return data;
    },
    readOptions,
  );
}
