import type { RouteName } from '../routes/route-table';

/**
 * The API answers a page's loader reads first, by route: `/api/v1` paths with the route's
 * parameters (`:courseId`). The server answers them itself when it sends the page and writes
 * them into it (decision 0017), so the page paints its content without waiting for a request
 * that its scripts would only start once they have run.
 *
 * Read at build time only (packages/app/build/route-preloads.ts), never bundled: the route
 * table is on every first load, and these lists are not. `route-data.test.ts` runs each
 * loader and checks it asks for exactly these, so the two cannot drift apart.
 *
 * The learner's pages people open by address are listed; a page that is not listed simply
 * fetches its data as before.
 */
export const routeData: Partial<Record<RouteName, readonly string[]>> = {
  dashboard: ['/dashboard', '/courses/all', '/settings/video'],
  myLearning: ['/courses/all', '/programs', '/dashboard'],
  course: ['/courses/:courseId'],
  courseFirstLesson: ['/courses/:courseId'],
  lesson: ['/courses/:courseId'],
  coursePreview: ['/courses/:courseId', '/courses/all', '/instructors'],
  program: ['/programs/:programId'],
  teacher: ['/instructors/:teacherId', '/courses/all'],
};
