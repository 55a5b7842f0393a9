import useSWR, { preload } from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient } from './api-client';
import { readOptions } from './read-options';

// Kept apart from the catalogue (courses.ts), whose display mapping pulls in the contract's
// schemas: the player prefetches through this module, so its request must not wait for zod.
const courseDetailSchema = () => import('@lp/contract/api').then((m) => m.courseDetailSchema);

export const courseKey = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;
const courseFetcher = (api: ApiClient) => async (path: string) => {
  const { data } = await api.get(path, { schema: courseDetailSchema });
  return data;
};

/** One course with its modules, lessons and transcripts (GET /courses/:id). Null id: no request. */
export function useCourse(courseId: string | null) {
  const { api } = useAppServices();
  return useSWR(courseId ? courseKey(courseId) : null, courseFetcher(api), readOptions);
}

/**
 * Starts loading a course before the screen that shows it has loaded its code; `useCourse`
 * then picks up the same request (SWR's preload). A failure is left for `useCourse` to report.
 */
export function prefetchCourse(api: ApiClient, courseId: string): void {
  preload(courseKey(courseId), courseFetcher(api)).catch(() => {});
}
