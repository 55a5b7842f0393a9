import { toDisplayCourse } from '@lp/contract';
import useSWR from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient } from './api-client';
import { useEffect } from 'react';
import { noteHookMounted, takeRequest } from './loader-requests';
import { readOptions } from './read-options';
import type { RouteData } from '../routes/route-data';
import { stableRandom } from './stable-random';

// The schemas arrive with the first answer rather than with the page (see api-client.ts).
const courseListSchema = () => import('@lp/contract/api').then((m) => m.courseListSchema);

export const COURSES_KEY = '/courses/all';
type DisplayCourses = Awaited<ReturnType<ReturnType<typeof coursesFetcher>>>;
const coursesFetcher = (api: ApiClient) => async (path: string) => {
  const { data } = await api.get(path, { schema: courseListSchema });
  return data.map((course) => toDisplayCourse(course, stableRandom(course.id)));
};

/** The course catalogue from GET /courses/all, mapped to display courses (spec 2 section 3). */
export function useCourses() {
  const { api } = useAppServices();
  const load = coursesFetcher(api);
  useEffect(() => noteHookMounted(COURSES_KEY), []);
  return useSWR(
    COURSES_KEY,
    (key: string) => takeRequest<DisplayCourses>(key) ?? load(key),
    readOptions,
  );
}

/** The catalogue for a route's loader, under the key `useCourses` reads. */
export function coursesRouteData(api: ApiClient): RouteData {
  const answer = coursesFetcher(api)(COURSES_KEY);
  answer.catch(() => {}); // read later (resource.ts says why)
  return { [COURSES_KEY]: answer };
}
