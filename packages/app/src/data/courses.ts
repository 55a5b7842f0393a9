import { toDisplayCourse } from '@lp/contract';
import useSWR from 'swr';
import { useAppServices } from '../app-context';
import { readOptions } from './read-options';
import { stableRandom } from './stable-random';

// The schemas arrive with the first answer rather than with the page (see api-client.ts).
const courseListSchema = () => import('@lp/contract/api').then((m) => m.courseListSchema);

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
