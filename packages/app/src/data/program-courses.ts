import { toDisplayCourse } from '@lp/contract';
import useSWR from 'swr';
import { useAppServices } from '../app-context';
import { ApiError } from './api-error';
import { courseKey } from './course-detail';
import { readOptions } from './read-options';
import { stableRandom } from './stable-random';

const courseDetailSchema = () => import('@lp/contract/api').then((m) => m.courseDetailSchema);

/**
 * A program's courses with their modules (the side panel lists them), in the program's order.
 * A course the user may not see (a draft, or since removed) answers 404 and is left out; any
 * other failure fails the whole list.
 */
export function useProgramCourses(courseIds: readonly string[] | undefined) {
  const { api } = useAppServices();
  const key = courseIds && courseIds.length > 0 ? ['program-courses', ...courseIds] : null;
  return useSWR(
    key,
    async ([, ...ids]: string[]) => {
      const answers = await Promise.all(
        ids.map((id) =>
          api.get(courseKey(id), { schema: courseDetailSchema }).then(
            ({ data }) => ({
              ...toDisplayCourse(data, stableRandom(data.id)),
              modules: data.modules,
            }),
            (error: unknown) => {
              if (error instanceof ApiError && error.status === 404) return null;
              throw error;
            },
          ),
        ),
      );
      return answers.filter((course) => course !== null);
    },
    readOptions,
  );
}
