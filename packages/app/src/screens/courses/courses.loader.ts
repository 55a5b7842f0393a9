import type { ScreenLoader } from '../../routes/route-types';

/**
 * /courses: the learner's enrolments, and the program of `?program=` when the address names one
 * (spec 2: programs link to /courses?program={id}). The tab (`?tab=`) only chooses what shows.
 */
export const loader: ScreenLoader = async ({ request, services: { api } }) => {
  const [c, l] = await Promise.all([import('../../data/catalog'), import('../../data/learning')]);
  const program = new URL(request.url).searchParams.get('program');
  return {
    ...c.myCoursesResource.routeData(api, c.catalogPaths.mine),
    ...(program ? l.programResource.routeData(api, l.learningPaths.program(program)) : {}),
  };
};
