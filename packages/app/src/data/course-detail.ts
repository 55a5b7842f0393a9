import type { ApiClient } from './api-client';
import { defineResource } from './resource';

// Kept apart from the catalogue (courses.ts), whose display mapping pulls in the contract's
// schemas: the player prefetches through this module, so its request must not wait for zod.
const courseResource = defineResource(() =>
  import('@lp/contract/api').then((m) => m.courseDetailSchema),
);

export const courseKey = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** One course with its modules, lessons and transcripts (GET /courses/:id). Null id: no request. */
export function useCourse(courseId: string | null) {
  return courseResource.useData(courseId ? courseKey(courseId) : null);
}

/**
 * Starts loading a course before the screen that shows it has loaded its code; `useCourse`
 * then picks up the same request (SWR's preload). A failure is left for `useCourse` to report.
 */
export function prefetchCourse(api: ApiClient, courseId: string): void {
  courseResource.prefetch(api, courseKey(courseId));
}
