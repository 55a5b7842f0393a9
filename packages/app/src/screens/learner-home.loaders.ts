import type { ScreenLoader } from '../routes/route-types';

// The learner's pages start their requests as soon as their route matches, in parallel with
// their code; each screen's hook then picks up the same request. A loader resolves once its
// requests have started (it waits for the small data modules, which the screen imports too, so
// the screen is never held back by it): the screen's first render then finds them under way,
// or answered from the page (decision 0017), instead of racing them with requests of its own.
// One module for all of them: the route table (on the sign-in page's first load) names one
// file instead of seven.

const learning = () => import('../data/learning');
const courses = () => import('../data/courses');
const courseDetail = () => import('../data/course-detail');
const live = () => import('../data/live');

/** /dashboard: its content, the catalogue and the welcome video's address. */
export const dashboard: ScreenLoader = async ({ services }) => {
  const [l, c, v] = await Promise.all([learning(), courses(), live()]);
  l.dashboardResource.prefetch(services.api, l.learningPaths.dashboard);
  c.prefetchCourses(services.api);
  v.videoSettingsResource.prefetch(services.api, v.livePaths.videoSettings);
  return null;
};

/** /my-learning: the catalogue, the programs and the learner's progress. */
export const myLearning: ScreenLoader = async ({ services }) => {
  const [c, l] = await Promise.all([courses(), learning()]);
  c.prefetchCourses(services.api);
  l.programListResource.prefetch(services.api, l.learningPaths.programs);
  l.dashboardResource.prefetch(services.api, l.learningPaths.dashboard);
  return null;
};

/** /course/:courseId/preview: the course, the catalogue and the instructors. */
export const coursePreview: ScreenLoader = async ({ params, services }) => {
  const { courseId } = params;
  const [d, c, l] = await Promise.all([courseDetail(), courses(), learning()]);
  if (courseId) d.prefetchCourse(services.api, courseId);
  c.prefetchCourses(services.api);
  l.instructorListResource.prefetch(services.api, l.learningPaths.instructors);
  return null;
};

/** /program/:programId/preview: the program (its courses follow it). */
export const program: ScreenLoader = async ({ params, services }) => {
  const { programId } = params;
  const l = await learning();
  if (programId) l.programResource.prefetch(services.api, l.learningPaths.program(programId));
  return null;
};

/** /teacher/:teacherId: the teacher and the catalogue. */
export const teacher: ScreenLoader = async ({ params, services }) => {
  const { teacherId } = params;
  const [l, c] = await Promise.all([learning(), courses()]);
  if (teacherId) l.instructorResource.prefetch(services.api, l.learningPaths.instructor(teacherId));
  c.prefetchCourses(services.api);
  return null;
};

/** /live: the live event, its saved stream and who is watching. */
export const liveSession: ScreenLoader = async ({ services }) => {
  const v = await live();
  v.liveResource.prefetch(services.api, v.livePaths.live);
  return null;
};

/** /live/admin: the saved addresses. */
export const liveAdmin: ScreenLoader = async ({ services }) => {
  const v = await live();
  v.videoSettingsResource.prefetch(services.api, v.livePaths.videoSettings);
  return null;
};

/**
 * /calendar: the visible range of the view in the address, and the next days' events. It runs
 * again on every change of view or day (the address), so it does not hold the navigation: the
 * grid moves focus to the new day as the address changes (e2e/calendar.spec.ts).
 */
export const calendar: ScreenLoader = ({ request, services }) => {
  void import('../data/calendar').then((m) => {
    const { view, date } = m.calendarPlace(new URL(request.url).searchParams);
    m.calendarEventsResource.prefetch(services.api, m.eventsPath(m.visibleRange(view, date)));
    m.calendarEventsResource.prefetch(services.api, m.eventsPath(m.upcomingRange(new Date())));
  });
  return null;
};
