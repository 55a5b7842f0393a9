import type * as adminLoaders from '../screens/admin/admin.loaders';
import type * as learnerLoaders from '../screens/learner-home.loaders';
import type { RedirectEntry, RouteEntry, ScreenModule } from './route-types';

// Route modules, loaded on demand. Screens later issues build still render the placeholder.
const placeholder: ScreenModule = () => import('../screens/placeholder-screen');
const login: ScreenModule = () => import('../screens/auth/login-screen');
const forgotPassword: ScreenModule = () => import('../screens/auth/forgot-password-screen');
const courseRedirect: ScreenModule = () =>
  import('../screens/lesson-player/course-redirect-screen');
const courseLoader = () => import('../screens/lesson-player/course.loader');
const learnerHome = (name: keyof typeof learnerLoaders) => () =>
  import('../screens/learner-home.loaders').then((m) => ({ loader: m[name] }));
const adminLoader = (name: keyof typeof adminLoaders) => () =>
  import('../screens/admin/admin.loaders').then((m) => ({ loader: m[name] }));

/**
 * Every route of spec 1 section 2 and spec 2 section 2.1, in one table keyed by name. Routing,
 * guards, role areas, the sidebar, the mobile menu, the bottom bar, the command palette, the
 * titles and the typed path builders (`paths`) are all derived from it: adding a page is one
 * entry plus its route module.
 */
export const routes = {
  // Public-only: a signed-in user is sent to /dashboard.
  login: { path: '/auth/login', access: 'public-only', title: 'Sign in', screen: login },
  verifyEmail: {
    path: '/auth/verify-email',
    access: 'public-only',
    title: 'Sign in',
    screen: login,
  },
  register: {
    path: '/auth/register',
    access: 'public-only',
    title: 'Create account',
    screen: () => import('../screens/auth/register-screen'),
  },
  confirmEmail: {
    path: '/auth/register/confirm-email',
    access: 'public-only',
    title: 'Confirm your email',
    screen: () => import('../screens/auth/confirm-email-screen'),
  },
  forgotPassword: {
    path: '/auth/forgot-password',
    access: 'public-only',
    title: 'Forgot password',
    screen: forgotPassword,
  },
  forgotPasswordEnterEmail: {
    path: '/auth/forgot-password/step/enter-email',
    access: 'public-only',
    title: 'Forgot password',
    screen: forgotPassword,
  },
  forgotPasswordConfirmation: {
    path: '/auth/forgot-password/step/confirmation',
    access: 'public-only',
    title: 'Check Your Email',
    screen: () => import('../screens/auth/forgot-password-confirmation-screen'),
  },
  resetPassword: {
    path: '/auth/forgot-password/step/reset-password',
    access: 'public-only',
    title: 'Reset password',
    screen: () => import('../screens/auth/reset-password-screen'),
  },
  resetSuccess: {
    path: '/auth/forgot-password/step/success',
    access: 'public-only',
    title: 'Password Updated Successfully',
    screen: () => import('../screens/auth/reset-success-screen'),
  },
  expiredLink: {
    path: '/auth/expired-link',
    access: 'public-only',
    title: 'Link expired',
    screen: () => import('../screens/auth/expired-link-screen'),
  },
  invite: {
    path: '/auth/invite',
    access: 'public-only',
    title: 'Join the program',
    screen: () => import('../screens/auth/invite-screen'),
  },

  // Signed-in: LEARNING
  dashboard: {
    path: '/dashboard',
    access: 'signed-in',
    title: 'Dashboard',
    screen: () => import('../screens/dashboard/dashboard-screen'),
    loader: learnerHome('dashboard'),
  },
  myLearning: {
    path: '/my-learning',
    access: 'signed-in',
    title: 'My Courses',
    screen: () => import('../screens/my-learning/my-learning-screen'),
    loader: learnerHome('myLearning'),
  },
  courses: {
    path: '/courses',
    access: 'signed-in',
    title: 'Courses',
    screen: placeholder,
  },
  catalog: {
    path: '/catalog',
    access: 'signed-in',
    title: 'Course Catalogue',
    screen: placeholder,
  },
  calendar: {
    path: '/calendar',
    access: 'signed-in',
    title: 'Schedule',
    screen: () => import('../screens/calendar/calendar-screen'),
    loader: learnerHome('calendar'),
  },
  certificates: {
    path: '/certificates',
    access: 'signed-in',
    title: 'Achievements',
    screen: placeholder,
  },
  aiMentor: {
    path: '/ai-mentor',
    access: 'signed-in',
    title: 'AI mentor',
    screen: placeholder,
  },
  skills: {
    path: '/skills',
    access: 'signed-in',
    title: 'Skills & Certificates',
    screen: placeholder,
  },
  analytics: {
    path: '/analytics',
    access: 'signed-in',
    title: 'Analytics',
    screen: placeholder,
  },
  students: {
    path: '/students',
    access: 'signed-in',
    title: 'Students',
    screen: placeholder,
  },
  builder: {
    path: '/builder',
    access: 'signed-in',
    title: 'Course Builder',
    screen: placeholder,
  },
  builderCourse: {
    path: '/builder/:courseId',
    access: 'signed-in',
    title: 'Course Builder',
    screen: placeholder,
  },

  // CAREER HUB
  careerDashboard: {
    path: '/career-dashboard',
    access: 'signed-in',
    title: 'Career dashboard',
    screen: placeholder,
  },
  resume: {
    path: '/resume',
    access: 'signed-in',
    title: 'Resume Builder',
    screen: placeholder,
  },
  coverLetter: {
    path: '/cover-letter',
    access: 'signed-in',
    title: 'Cover Letter Builder',
    screen: placeholder,
  },
  jobs: {
    path: '/jobs',
    access: 'signed-in',
    title: 'Job Portal',
    screen: placeholder,
  },
  jobBoard: {
    path: '/jobs/kanban',
    access: 'signed-in',
    title: 'Job board',
    screen: placeholder,
  },
  applicationTracker: {
    path: '/application-tracker',
    access: 'signed-in',
    title: 'Application tracker',
    screen: placeholder,
  },

  // SOCIAL
  community: {
    path: '/community',
    access: 'signed-in',
    title: 'Community',
    screen: placeholder,
  },

  // ADMIN: the section shows to admin or superuser (spec 1 section 6); each page has its own area.
  superDashboard: {
    path: '/admin/super-dashboard',
    access: 'signed-in',
    area: 'university-management',
    title: 'Super Dashboard',
    screen: () => import('../screens/admin/super-dashboard-screen'),
    loader: adminLoader('universities'),
  },
  universities: {
    path: '/admin/universities',
    access: 'signed-in',
    area: 'university-management',
    title: 'Universities',
    screen: () => import('../screens/admin/university-management-screen'),
    loader: adminLoader('universities'),
  },
  universityAnalytics: {
    path: '/admin/university-analytics',
    access: 'signed-in',
    area: 'university-admin',
    title: 'University analytics',
    screen: () => import('../screens/admin/university-analytics-screen'),
    loader: adminLoader('universities'),
  },
  branding: {
    path: '/admin/branding',
    access: 'signed-in',
    area: 'university-admin',
    title: 'Branding',
    screen: () => import('../screens/admin/branding-screen'),
    loader: adminLoader('branding'),
  },
  users: {
    path: '/admin/users',
    access: 'signed-in',
    area: 'university-admin',
    title: 'User Management',
    screen: () => import('../screens/admin/users-screen'),
    loader: adminLoader('users'),
  },
  organizations: {
    path: '/admin/organizations',
    access: 'signed-in',
    area: 'organizations',
    title: 'Organizations',
    screen: () => import('../screens/admin/organizations-screen'),
    loader: adminLoader('organizations'),
  },
  universitySwitch: {
    path: '/admin/university-switch',
    access: 'signed-in',
    area: 'university-portal',
    title: 'Switch University',
    screen: () => import('../screens/admin/university-portal-screen'),
    loader: adminLoader('universities'),
  },
  userStats: {
    path: '/admin/user-stats',
    access: 'signed-in',
    area: 'user-stats',
    title: 'User statistics',
    screen: () => import('../screens/admin/user-stats-screen'),
  },

  // SETTINGS block
  profile: {
    path: '/profile',
    access: 'signed-in',
    title: 'Your Profile',
    screen: placeholder,
  },
  settings: {
    path: '/settings',
    access: 'signed-in',
    title: 'Settings',
    screen: placeholder,
  },

  // Other signed-in pages
  live: {
    path: '/live',
    access: 'signed-in',
    title: 'Live session',
    screen: () => import('../screens/live/live-screen'),
    loader: learnerHome('liveSession'),
  },
  liveAdmin: {
    path: '/live/admin',
    access: 'signed-in',
    area: 'stream-admin',
    title: 'Stream management',
    screen: () => import('../screens/live/live-admin-screen'),
    loader: learnerHome('liveAdmin'),
  },
  search: {
    path: '/search',
    access: 'signed-in',
    title: 'Search',
    screen: () => import('../screens/search-screen'),
    loader: () => import('../screens/search.loader'),
  },
  course: {
    path: '/course/:courseId',
    access: 'signed-in',
    title: 'Course',
    screen: courseRedirect,
    loader: courseLoader,
    fullScreen: true,
  },
  courseFirstLesson: {
    // A lesson path without its id loads the first lesson (spec 1 section 2.7).
    path: '/course/:courseId/lesson',
    access: 'signed-in',
    title: 'Lesson',
    screen: courseRedirect,
    loader: courseLoader,
    fullScreen: true,
  },
  coursePreview: {
    path: '/course/:courseId/preview',
    access: 'signed-in',
    title: 'Course',
    screen: () => import('../screens/course-preview/course-preview-screen'),
    loader: learnerHome('coursePreview'),
  },
  lesson: {
    path: '/course/:courseId/lesson/:lessonId',
    access: 'signed-in',
    title: 'Lesson',
    screen: () => import('../screens/lesson-player/lesson-player-screen'),
    loader: courseLoader,
    fullScreen: true,
  },
  program: {
    path: '/program/:programId/preview',
    access: 'signed-in',
    title: 'Program',
    screen: () => import('../screens/program/program-screen'),
    loader: learnerHome('program'),
  },
  teacher: {
    path: '/teacher/:teacherId',
    access: 'signed-in',
    title: 'Teacher',
    screen: () => import('../screens/teacher/teacher-screen'),
    loader: learnerHome('teacher'),
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routes;

/** The table as a list, in the order above (navigation orders by each placement's `order`). */
export const routeTable: readonly RouteEntry[] = Object.values(routes);

export const redirects: readonly RedirectEntry[] = [
  { from: '/login', to: routes.login.path },
  { from: '/register', to: routes.register.path },
  { from: '/forgot-password', to: routes.forgotPassword.path },
  { from: '/', to: routes.dashboard.path },
];

/** Where unknown paths go (spec 2 section 2.1). */
export const FALLBACK_PATH = routes.dashboard.path;
export const SIGNED_IN_HOME = routes.dashboard.path;
export const SIGN_IN_PATH = routes.login.path;
