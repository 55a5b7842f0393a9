import type * as accountActions from '../screens/account/account.actions';
import type * as accountLoaders from '../screens/account/account.loaders';
import type * as adminLoaders from '../screens/admin/admin.loaders';
import type * as builderLoaders from '../screens/builder/builder.loaders';
import type * as learnerLoaders from '../screens/learner-home.loaders';
import { SIGNED_IN_HOME } from './public-routes';
import type { LoaderEntry, RouteEntry } from './route-types';
import { routeModules, type LoaderExports, type ScreenExports } from './route-modules';
import type { RouteTextKey } from './route-text';

export { routeMessages } from './route-text';

// The signed-in pages' part of the route table: it arrives with the shell (the router patches
// these routes in on the first navigation to one of them, or before hydrating a signed-in page),
// so the sign-in page carries neither the entries nor the imports of their modules.
const { screenModule, loaderModule } = routeModules(
  import.meta.glob<ScreenExports>(['./**/*-screen.tsx', '!./auth/**', '!./verify/**'], {
    base: '../screens',
  }),
  import.meta.glob<LoaderExports>(
    ['./**/*.loader{,s}.ts', './**/*.actions.ts', '!./auth/**', '!./verify/**'],
    {
      base: '../screens',
    },
  ),
);

// Titles and labels are keys of the `app-routes` messages, shown in the page's language
// (route-text.ts). The placeholder screens' subtitle:
const SOON = 'comingSoon';

// Route modules, loaded on demand. Screens later issues build still render the placeholder.
const placeholder = screenModule('placeholder-screen');
const courseRedirect = screenModule('lesson-player/course-redirect-screen');
const courseLoader: LoaderEntry = {
  module: loaderModule('lesson-player/course.loader'),
  name: 'loader',
};
const learnerHome = (name: keyof typeof learnerLoaders): LoaderEntry => ({
  module: loaderModule('learner-home.loaders'),
  name,
});
const accountLoader = (name: keyof typeof accountLoaders): LoaderEntry => ({
  module: loaderModule('account/account.loaders'),
  name,
});
const accountAction = (name: keyof typeof accountActions): LoaderEntry => ({
  module: loaderModule('account/account.actions'),
  name,
});
const builderLoader = (name: keyof typeof builderLoaders): LoaderEntry => ({
  module: loaderModule('builder/builder.loaders'),
  name,
});
const adminLoader = (name: keyof typeof adminLoaders): LoaderEntry => ({
  module: loaderModule('admin/admin.loaders'),
  name,
});

/** The route table's signed-in part (route-table.ts has the whole table and its rules). */
export const signedInRoutes = {
  // Signed-in: LEARNING
  dashboard: {
    path: SIGNED_IN_HOME,
    access: 'signed-in',
    title: 'dashboard',
    screen: screenModule('dashboard/dashboard-screen'),
    loader: learnerHome('dashboard'),
    headerTitle: 'dashboard',
    sidebar: { section: 'LEARNING', label: 'dashboard', icon: 'home', order: 1 },
    mobileMenu: { label: 'dashboard', order: 1 },
    bottomBar: [
      { role: 'student', label: 'home', icon: 'home', order: 1 },
      { role: 'teacher', label: 'home', icon: 'home', order: 1 },
    ],
    palette: { label: 'dashboard', order: 1 },
  },
  myLearning: {
    path: '/my-learning',
    access: 'signed-in',
    title: 'myCourses',
    screen: screenModule('my-learning/my-learning-screen'),
    loader: learnerHome('myLearning'),
    sidebar: { section: 'LEARNING', label: 'myCourses', icon: 'book', order: 2 },
    mobileMenu: { label: 'myCourses', order: 2 },
    bottomBar: [{ role: 'student', label: 'courses', icon: 'book', order: 2 }],
  },
  courses: {
    path: '/courses',
    access: 'signed-in',
    title: 'courses',
    screen: screenModule('courses/courses-screen'),
    loader: { module: loaderModule('courses/courses.loader'), name: 'loader' },
    headerTitle: 'courses',
    palette: { label: 'courses', order: 2 },
  },
  catalog: {
    path: '/catalog',
    access: 'signed-in',
    title: 'courseCatalogue',
    screen: screenModule('catalog/catalog-screen'),
    loader: { module: loaderModule('catalog/catalog.loader'), name: 'loader' },
    action: { module: loaderModule('catalog/catalog.actions'), name: 'enroll' },
    headerTitle: 'courseCatalog',
    sidebar: { section: 'LEARNING', label: 'courseCatalogue', icon: 'catalog', order: 3 },
    mobileMenu: { label: 'courseCatalog', order: 3 },
    bottomBar: [{ role: 'student', label: 'catalog', icon: 'catalog', order: 3 }],
    palette: { label: 'catalog', order: 3 },
  },
  calendar: {
    path: '/calendar',
    access: 'signed-in',
    title: 'schedule',
    screen: screenModule('calendar/calendar-screen'),
    loader: learnerHome('calendar'),
    headerTitle: 'calendar',
    sidebar: { section: 'LEARNING', label: 'schedule', icon: 'calendar', order: 4 },
    mobileMenu: { label: 'calendar', order: 6 },
    bottomBar: [{ role: 'student', label: 'calendar', icon: 'calendar', order: 4 }],
    palette: { label: 'calendar', order: 5 },
  },
  certificates: {
    path: '/certificates',
    access: 'signed-in',
    area: 'achievements',
    title: 'achievements',
    screen: screenModule('achievements/achievements-screen'),
    loader: { module: loaderModule('achievements/achievements.loader'), name: 'loader' },
    headerTitle: 'certificates',
    sidebar: { section: 'LEARNING', label: 'achievements', icon: 'award', order: 5 },
    mobileMenu: { label: 'certificates', order: 8 },
    palette: { label: 'certificates', order: 10, area: 'teacher' },
  },
  aiMentor: {
    path: '/ai-mentor',
    access: 'signed-in',
    title: 'aiMentor',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'aiMentor', icon: 'sparkles', order: 6 },
  },
  skills: {
    path: '/skills',
    access: 'signed-in',
    title: 'skillsAndCertificates',
    screen: placeholder,
    headerTitle: 'skillsAndCertificates',
    subtitle: SOON,
    mobileMenu: { label: 'skillsAndCertificates', order: 7, icon: 'skills' },
    palette: { label: 'skills', order: 6 },
  },
  analytics: {
    path: '/analytics',
    access: 'signed-in',
    title: 'analytics',
    screen: placeholder,
    headerTitle: 'analytics',
    subtitle: SOON,
    sidebar: {
      section: 'LEARNING',
      label: 'analytics',
      icon: 'chart',
      order: 7,
      area: 'teacher',
    },
    mobileMenu: { label: 'analytics', order: 10, area: 'teacher' },
    bottomBar: [{ role: 'teacher', label: 'analytics', icon: 'chart', order: 3 }],
    palette: { label: 'analytics', order: 7, area: 'teacher' },
  },
  students: {
    path: '/students',
    access: 'signed-in',
    title: 'students',
    screen: placeholder,
    headerTitle: 'students',
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'students', icon: 'users', order: 8, area: 'teacher' },
    mobileMenu: { label: 'students', order: 11, area: 'teacher' },
    bottomBar: [{ role: 'teacher', label: 'students', icon: 'users', order: 2 }],
    palette: { label: 'students', order: 8, area: 'teacher' },
  },
  builder: {
    path: '/builder',
    access: 'signed-in',
    area: 'course-authoring',
    title: 'courseBuilder',
    screen: screenModule('builder/builder-list-screen'),
    loader: builderLoader('list'),
    action: { module: loaderModule('builder/builder.actions'), name: 'list' },
    headerTitle: 'courseBuilder',
    sidebar: {
      section: 'LEARNING',
      label: 'courseBuilder',
      icon: 'builder',
      order: 9,
      area: 'teacher',
    },
    mobileMenu: { label: 'courseBuilder', order: 12, area: 'teacher' },
    palette: { label: 'courseBuilder', order: 9, area: 'teacher' },
  },
  builderCourse: {
    path: '/builder/:courseId',
    access: 'signed-in',
    area: 'course-authoring',
    title: 'courseBuilder',
    screen: screenModule('builder/builder-course-screen'),
    loader: builderLoader('course'),
    action: { module: loaderModule('builder/builder.actions'), name: 'course' },
    headerTitle: 'courseBuilder',
  },

  // CAREER HUB
  careerDashboard: {
    path: '/career-dashboard',
    access: 'signed-in',
    title: 'careerDashboard',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'careerDashboard', icon: 'briefcase', order: 1 },
  },
  resume: {
    path: '/resume',
    access: 'signed-in',
    title: 'resumeBuilder',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'resumeBuilder', icon: 'file', order: 2 },
    mobileMenu: { label: 'resumeHub', order: 5 },
  },
  coverLetter: {
    path: '/cover-letter',
    access: 'signed-in',
    title: 'coverLetterBuilder',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'coverLetterBuilder', icon: 'mail', order: 3 },
  },
  jobs: {
    path: '/jobs',
    access: 'signed-in',
    title: 'jobPortal',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'jobPortal', icon: 'briefcase', order: 4 },
    mobileMenu: { label: 'jobs', order: 4 },
    palette: { label: 'jobs', order: 4 },
  },
  jobBoard: {
    path: '/jobs/kanban',
    access: 'signed-in',
    title: 'jobBoard',
    screen: placeholder,
    subtitle: SOON,
  },
  applicationTracker: {
    path: '/application-tracker',
    access: 'signed-in',
    title: 'applicationTracker',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'applicationTracker', icon: 'kanban', order: 5 },
  },

  // SOCIAL
  community: {
    path: '/community',
    access: 'signed-in',
    title: 'community',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'SOCIAL', label: 'community', icon: 'community', order: 1 },
  },

  // ADMIN: the section shows to admin or superuser (spec 1 section 6); each page has its own area.
  superDashboard: {
    path: '/admin/super-dashboard',
    access: 'signed-in',
    area: 'university-management',
    title: 'superDashboard',
    screen: screenModule('admin/super-dashboard-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'superDashboard',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'superDashboard',
      icon: 'shield',
      order: 1,
      area: 'admin-section',
    },
    mobileMenu: { label: 'superDashboard', order: 20, area: 'admin-section' },
  },
  universities: {
    path: '/admin/universities',
    access: 'signed-in',
    area: 'university-management',
    title: 'universities',
    screen: screenModule('admin/university-management-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'universityManagement',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'universities',
      icon: 'building',
      order: 2,
      area: 'admin-section',
    },
    mobileMenu: { label: 'universities', order: 21, area: 'admin-section' },
  },
  universityAnalytics: {
    path: '/admin/university-analytics',
    access: 'signed-in',
    area: 'university-admin',
    title: 'universityAnalyticsTitle',
    screen: screenModule('admin/university-analytics-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'universityAnalytics',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'analytics',
      icon: 'chart',
      order: 3,
      area: 'admin-section',
    },
    mobileMenu: { label: 'universityAnalytics', order: 22, area: 'admin-section' },
  },
  branding: {
    path: '/admin/branding',
    access: 'signed-in',
    area: 'university-admin',
    title: 'branding',
    screen: screenModule('admin/branding-screen'),
    loader: adminLoader('branding'),
    headerTitle: 'branding',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'branding',
      icon: 'palette',
      order: 4,
      area: 'admin-section',
    },
    mobileMenu: { label: 'branding', order: 23, area: 'admin-section' },
  },
  // Issue 33: reached from University Management's rows (no sidebar entry: spec 1 §6 fixes it).
  signInSettings: {
    path: '/admin/sign-in',
    access: 'signed-in',
    area: 'sign-in-settings',
    title: 'signInSettings',
    screen: screenModule('admin/sign-in-settings-screen'),
    loader: adminLoader('signInSettings'),
    headerTitle: 'signInSettings',
  },
  users: {
    path: '/admin/users',
    access: 'signed-in',
    area: 'university-admin',
    title: 'userManagement',
    screen: screenModule('admin/users-screen'),
    loader: adminLoader('users'),
    headerTitle: 'userManagement',
    sidebar: {
      section: 'ADMIN',
      group: 'User Management',
      label: 'userManagement',
      icon: 'users',
      order: 5,
      area: 'admin-section',
    },
    mobileMenu: { label: 'userManagement', order: 24, area: 'admin-section' },
  },
  organizations: {
    path: '/admin/organizations',
    access: 'signed-in',
    area: 'organizations',
    title: 'organizations',
    screen: screenModule('admin/organizations-screen'),
    loader: adminLoader('organizations'),
    headerTitle: 'organizations',
    sidebar: {
      section: 'ADMIN',
      group: 'User Management',
      label: 'organizations',
      icon: 'building',
      order: 6,
      area: 'admin-section',
    },
    mobileMenu: { label: 'organizations', order: 25, area: 'admin-section' },
  },
  universitySwitch: {
    path: '/admin/university-switch',
    access: 'signed-in',
    area: 'university-portal',
    title: 'switchUniversity',
    screen: screenModule('admin/university-portal-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'universityPortal',
    sidebar: {
      section: 'ADMIN',
      label: 'switchUniversity',
      icon: 'switch',
      order: 7,
      area: 'admin-section',
    },
    mobileMenu: { label: 'switchUniversity', order: 26, area: 'admin-section' },
  },
  userStats: {
    path: '/admin/user-stats',
    access: 'signed-in',
    area: 'user-stats',
    title: 'userStatisticsTitle',
    screen: screenModule('admin/user-stats-screen'),
    headerTitle: 'userStatistics',
  },

  // SETTINGS block
  profile: {
    path: '/profile',
    access: 'signed-in',
    title: 'yourProfile',
    screen: screenModule('account/profile-screen'),
    loader: accountLoader('profile'),
    action: accountAction('profile'),
    sidebar: { section: 'SETTINGS', label: 'yourProfile', icon: 'user', order: 1 },
  },
  settings: {
    path: '/settings',
    access: 'signed-in',
    title: 'settings',
    screen: screenModule('account/settings-screen'),
    loader: accountLoader('settings'),
    action: accountAction('settings'),
    headerTitle: 'settings',
    sidebar: { section: 'SETTINGS', label: 'settings', icon: 'settings', order: 2 },
    mobileMenu: { label: 'settings', order: 9 },
    bottomBar: [{ role: 'teacher', label: 'settings', icon: 'settings', order: 4 }],
    palette: { label: 'settings', order: 11, area: 'teacher' },
  },

  // Other signed-in pages
  live: {
    path: '/live',
    access: 'signed-in',
    title: 'liveSession',
    screen: screenModule('live/live-screen'),
    loader: learnerHome('liveSession'),
  },
  liveAdmin: {
    path: '/live/admin',
    access: 'signed-in',
    area: 'stream-admin',
    title: 'streamManagement',
    screen: screenModule('live/live-admin-screen'),
    loader: learnerHome('liveAdmin'),
  },
  search: {
    path: '/search',
    access: 'signed-in',
    title: 'search',
    screen: screenModule('search-screen'),
    loader: { module: loaderModule('search.loader'), name: 'loader' },
    headerTitle: 'search',
  },
  course: {
    path: '/course/:courseId',
    access: 'signed-in',
    title: 'course',
    screen: courseRedirect,
    loader: courseLoader,
    fullScreen: true,
  },
  courseFirstLesson: {
    // A lesson path without its id loads the first lesson (spec 1 section 2.7).
    path: '/course/:courseId/lesson',
    access: 'signed-in',
    title: 'lesson',
    screen: courseRedirect,
    loader: courseLoader,
    fullScreen: true,
  },
  coursePreview: {
    path: '/course/:courseId/preview',
    access: 'signed-in',
    title: 'course',
    screen: screenModule('course-preview/course-preview-screen'),
    loader: learnerHome('coursePreview'),
  },
  lesson: {
    path: '/course/:courseId/lesson/:lessonId',
    access: 'signed-in',
    title: 'lesson',
    screen: screenModule('lesson-player/lesson-player-screen'),
    loader: courseLoader,
    fullScreen: true,
  },
  program: {
    path: '/program/:programId/preview',
    access: 'signed-in',
    title: 'program',
    screen: screenModule('program/program-screen'),
    loader: learnerHome('program'),
  },
  teacher: {
    path: '/teacher/:teacherId',
    access: 'signed-in',
    title: 'teacher',
    screen: screenModule('teacher/teacher-screen'),
    loader: learnerHome('teacher'),
  },
} as const satisfies Record<string, RouteEntry<RouteTextKey>>;
