import { pathBuilders } from './path-builders';
import { routes } from './route-table';

export { fillPath, withQuery } from './path-builders';

/**
 * Typed path builders from the route table: `paths.lesson(courseId, lessonId)`. The app names
 * its own pages only through these (a test fails on a path literal anywhere else). The public
 * pages use `publicPaths` (public-paths.ts), which does not bring the signed-in table along.
 */
export const paths = pathBuilders(routes);
