import type { ScreenLoader } from '../routes/route-types';

// The learner's pages start their requests as soon as their route matches, in parallel with
// their code; each screen's hook then picks up the same request. One module for all of them:
// the route table (on the sign-in page's first load) names one file instead of seven.

const learning = () => import('../data/learning');
const courses = () => import('../data/courses');
const courseDetail = () => import('../data/course-detail');

/** /dashboard: its content, the catalogue and the welcome video's address. */
export const dashboard: ScreenLoader = ({ services }) => {
  void learning().then((m) =>
    m.dashboardResource.prefetch(services.api, m.learningPaths.dashboard),
  );
  void courses().then((m) => m.prefetchCourses(services.api));
  void import('../data/live').then((m) =>
    m.videoSettingsResource.prefetch(services.api, m.livePaths.videoSettings),
  );
  return null;
};

/** /my-learning: the catalogue, the programs and the learner's progress. */
export const myLearning: ScreenLoader = ({ services }) => {
  void courses().then((m) => m.prefetchCourses(services.api));
  void learning().then((m) => {
    m.programListResource.prefetch(services.api, m.learningPaths.programs);
    m.dashboardResource.prefetch(services.api, m.learningPaths.dashboard);
  });
  return null;
};

/** /course/:courseId/preview: the course, the catalogue and the instructors. */
export const coursePreview: ScreenLoader = ({ params, services }) => {
  const { courseId } = params;
  if (courseId) void courseDetail().then((m) => m.prefetchCourse(services.api, courseId));
  void courses().then((m) => m.prefetchCourses(services.api));
  void learning().then((m) =>
    m.instructorListResource.prefetch(services.api, m.learningPaths.instructors),
  );
  return null;
};

/** /program/:programId/preview: the program (its courses follow it). */
export const program: ScreenLoader = ({ params, services }) => {
  const { programId } = params;
  if (programId)
    void learning().then((m) =>
      m.programResource.prefetch(services.api, m.learningPaths.program(programId)),
    );
  return null;
};

/** /teacher/:teacherId: the teacher and the catalogue. */
export const teacher: ScreenLoader = ({ params, services }) => {
  const { teacherId } = params;
  if (teacherId)
    void learning().then((m) =>
      m.instructorResource.prefetch(services.api, m.learningPaths.instructor(teacherId)),
    );
  void courses().then((m) => m.prefetchCourses(services.api));
  return null;
};

/** /live: the live event, its saved stream and who is watching. */
export const liveSession: ScreenLoader = ({ services }) => {
  void import('../data/live').then((m) => m.liveResource.prefetch(services.api, m.livePaths.live));
  return null;
};

/** /live/admin: the saved addresses. */
export const liveAdmin: ScreenLoader = ({ services }) => {
  void import('../data/live').then((m) =>
    m.videoSettingsResource.prefetch(services.api, m.livePaths.videoSettings),
  );
  return null;
};

/** /calendar: the visible range of the view in the address, and the next days' events. */
export const calendar: ScreenLoader = ({ request, services }) => {
  void import('../data/calendar').then((m) => {
    const { view, date } = m.calendarPlace(new URL(request.url).searchParams);
    m.calendarEventsResource.prefetch(services.api, m.eventsPath(m.visibleRange(view, date)));
    m.calendarEventsResource.prefetch(services.api, m.eventsPath(m.upcomingRange(new Date())));
  });
  return null;
};
