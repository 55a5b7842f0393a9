import { toDisplayCourse } from '@lp/contract';
import useSWR, { preload } from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient } from './api-client';
import { readOptions } from './read-options';
import { useFirstAnswer } from './resource';
import { stableRandom } from './stable-random';

// The schemas arrive with the first answer rather than with the page (see api-client.ts).
const courseListSchema = () => import('@lp/contract/api').then((m) => m.courseListSchema);

export const COURSES_KEY = '/courses/all';
const coursesFetcher = (api: ApiClient) => async (path: string) => {
  const { data } = await api.get(path, { schema: courseListSchema });
  return data.map((course) => toDisplayCourse(course, stableRandom(course.id)));
};

/** The course catalogue from GET /courses/all, mapped to display courses (spec 2 section 3). */
export function useCourses() {
  const { api } = useAppServices();
  const load = coursesFetcher(api);
  useFirstAnswer(COURSES_KEY, () => load(COURSES_KEY));
  return useSWR(COURSES_KEY, load, readOptions);
}

/**
 * Starts the catalogue request from a route loader, before the screen's code has arrived;
 * `useCourses` then picks up the same request (SWR's preload). A failure is the hook's to report.
 */
export function prefetchCourses(api: ApiClient): void {
  preload(COURSES_KEY, coursesFetcher(api)).catch(() => {});
}
