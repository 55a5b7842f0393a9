import type * as CalendarData from '../data/calendar';
import type { ScreenLoader } from '../routes/route-types';

// The learner's pages: each loader returns its screen's requests by data-cache key as soon as
// its route matches, in parallel with the screen's code (routes/route-data.ts). It waits only
// for the small data modules, which the screen imports too, never for an answer: a navigation
// stays instant, and the server awaits the answers before it draws the page. One module for
// all of them: the route table (on the sign-in page's first load) names one file, not seven.

const learning = () => import('../data/learning');
const courses = () => import('../data/courses');
const courseDetail = () => import('../data/course-detail');
// Only the course and program pages need it: imported with their loaders, not the dashboard's.
const subjectStatus = () => import('../routes/subject-status');
const live = () => import('../data/live');

/** /dashboard: its content, the catalogue and the welcome video's address. */
export const dashboard: ScreenLoader = async ({ services: { api } }) => {
  const [l, c, v] = await Promise.all([learning(), courses(), live()]);
  return {
    ...l.dashboardResource.routeData(api, l.learningPaths.dashboard),
    ...c.coursesRouteData(api),
    ...v.videoSettingsResource.routeData(api, v.livePaths.videoSettings),
  };
};

/** /my-learning: the catalogue, the programs and the learner's progress. */
export const myLearning: ScreenLoader = async ({ services: { api } }) => {
  const [c, l] = await Promise.all([courses(), learning()]);
  return {
    ...c.coursesRouteData(api),
    ...l.programListResource.routeData(api, l.learningPaths.programs),
    ...l.dashboardResource.routeData(api, l.learningPaths.dashboard),
  };
};

/**
 * /course/:courseId/preview: the course, the catalogue and the instructors. The server waits
 * for the course alone, to answer another university's course with 404 (issue 32).
 */
export const coursePreview: ScreenLoader = async ({ params: { courseId }, services }) => {
  const { api } = services;
  const [d, c, l, { withSubjectStatus }] = await Promise.all([
    courseDetail(),
    courses(),
    learning(),
    subjectStatus(),
  ]);
  const routeData = {
    ...(courseId ? d.courseRouteData(api, courseId) : {}),
    ...c.coursesRouteData(api),
    ...l.instructorListResource.routeData(api, l.learningPaths.instructors),
  };
  return courseId
    ? withSubjectStatus(routeData, d.courseKey(courseId), services, 'screen')
    : routeData;
};

/** /program/:programId/preview: the program (its courses follow it). */
export const program: ScreenLoader = async ({ params: { programId }, services }) => {
  if (!programId) return null;
  const [l, { withSubjectStatus }] = await Promise.all([learning(), subjectStatus()]);
  const path = l.learningPaths.program(programId);
  // Another university's program answers 404, as an unknown one (issue 32).
  return withSubjectStatus(
    l.programResource.routeData(services.api, path),
    path,
    services,
    'screen',
  );
};

/** /teacher/:teacherId: the teacher and the catalogue. */
export const teacher: ScreenLoader = async ({ params: { teacherId }, services: { api } }) => {
  const [l, c] = await Promise.all([learning(), courses()]);
  return {
    ...(teacherId
      ? l.instructorResource.routeData(api, l.learningPaths.instructor(teacherId))
      : {}),
    ...c.coursesRouteData(api),
  };
};

/** /live: the live event, its saved stream and who is watching. */
export const liveSession: ScreenLoader = async ({ services: { api } }) => {
  const v = await live();
  return v.liveResource.routeData(api, v.livePaths.live);
};

/** /live/admin: the saved addresses. */
export const liveAdmin: ScreenLoader = async ({ services: { api } }) => {
  const v = await live();
  return v.videoSettingsResource.routeData(api, v.livePaths.videoSettings);
};

/**
 * /calendar: the visible range of the view in the address, and the next days' events. It runs
 * again on every change of view or day (the address), without holding the navigation: the
 * grid moves focus to the new day as the address changes (e2e/calendar.spec.ts).
 */
let calendarData: typeof CalendarData | undefined;
export const calendar: ScreenLoader = async ({ request, services: { api } }) => {
  const m = (calendarData ??= await import('../data/calendar'));
  const { view, date } = m.calendarPlace(new URL(request.url).searchParams);
  return {
    ...m.calendarEventsResource.routeData(api, m.eventsPath(m.visibleRange(view, date))),
    ...m.calendarEventsResource.routeData(api, m.eventsPath(m.upcomingRange(new Date()))),
  };
};
