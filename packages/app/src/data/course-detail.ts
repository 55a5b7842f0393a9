import type { ApiClient } from './api-client';
import { defineResource } from './resource';

// Kept apart from the catalogue (courses.ts), whose display mapping pulls in the contract's
// schemas: the player's loader goes through this module, so its request must not wait for zod.
const courseResource = defineResource(() =>
  import('@lp/contract/api').then((m) => m.courseDetailSchema),
);

export const courseKey = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** One course with its modules, lessons and transcripts (GET /courses/:id). Null id: no request. */
export function useCourse(courseId: string | null) {
  return courseResource.useData(courseId ? courseKey(courseId) : null);
}

/** The course for a route's loader, under the key `useCourse` reads. */
export const courseRouteData = (api: ApiClient, courseId: string) =>
  courseResource.routeData(api, courseKey(courseId));
