import type * as accountActions from '../screens/account/account.actions';
import type * as accountLoaders from '../screens/account/account.loaders';
import type * as adminLoaders from '../screens/admin/admin.loaders';
import type * as authActions from '../screens/auth/auth.actions';
import type * as builderLoaders from '../screens/builder/builder.loaders';
import type * as learnerLoaders from '../screens/learner-home.loaders';
import type { LoaderEntry, RedirectEntry, RouteEntry } from './route-types';
import { loaderModule, screenModule } from './route-modules';

const SOON = 'This area is being built. Check back soon.';

// Route modules, loaded on demand. Screens later issues build still render the placeholder.
const placeholder = screenModule('placeholder-screen');
const login = screenModule('auth/login-screen');
const forgotPassword = screenModule('auth/forgot-password-screen');
const courseRedirect = screenModule('lesson-player/course-redirect-screen');
const courseLoader: LoaderEntry = {
  module: loaderModule('lesson-player/course.loader'),
  name: 'loader',
};
const learnerHome = (name: keyof typeof learnerLoaders): LoaderEntry => ({
  module: loaderModule('learner-home.loaders'),
  name,
});
const authAction = (name: keyof typeof authActions): LoaderEntry => ({
  module: loaderModule('auth/auth.actions'),
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

/**
 * Every route of spec 1 section 2 and spec 2 section 2.1, in one table keyed by name. Routing,
 * guards, role areas, the sidebar, the mobile menu, the bottom bar, the command palette, the
 * titles and the typed path builders (`paths`) are all derived from it: adding a page is one
 * entry plus its route module.
 */
export const routes = {
  // Public-only: a signed-in user is sent to /dashboard.
  login: {
    path: '/auth/login',
    access: 'public-only',
    title: 'Sign in',
    screen: login,
    action: authAction('login'),
  },
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
    screen: screenModule('auth/register-screen'),
    action: authAction('register'),
  },
  confirmEmail: {
    path: '/auth/register/confirm-email',
    access: 'public-only',
    title: 'Confirm your email',
    screen: screenModule('auth/confirm-email-screen'),
  },
  forgotPassword: {
    path: '/auth/forgot-password',
    access: 'public-only',
    title: 'Forgot password',
    screen: forgotPassword,
    action: authAction('forgotPassword'),
  },
  forgotPasswordEnterEmail: {
    path: '/auth/forgot-password/step/enter-email',
    access: 'public-only',
    title: 'Forgot password',
    screen: forgotPassword,
    action: authAction('forgotPassword'),
  },
  forgotPasswordConfirmation: {
    path: '/auth/forgot-password/step/confirmation',
    access: 'public-only',
    title: 'Check Your Email',
    screen: screenModule('auth/forgot-password-confirmation-screen'),
  },
  resetPassword: {
    path: '/auth/forgot-password/step/reset-password',
    access: 'public-only',
    title: 'Reset password',
    screen: screenModule('auth/reset-password-screen'),
    loader: { module: loaderModule('auth/reset-password.loader'), name: 'loader' },
    action: authAction('resetPassword'),
  },
  resetSuccess: {
    path: '/auth/forgot-password/step/success',
    access: 'public-only',
    title: 'Password Updated Successfully',
    screen: screenModule('auth/reset-success-screen'),
  },
  // Issue 33: a sign-in through the university's provider that failed, and why.
  signInError: {
    path: '/auth/sign-in-error',
    access: 'public-only',
    title: 'Sign-in problem',
    screen: screenModule('auth/sign-in-error-screen'),
  },
  expiredLink: {
    path: '/auth/expired-link',
    access: 'public-only',
    title: 'Link expired',
    screen: screenModule('auth/expired-link-screen'),
  },
  invite: {
    path: '/auth/invite',
    access: 'public-only',
    title: 'Join the program',
    screen: screenModule('auth/invite-screen'),
  },

  // Signed-in: LEARNING
  dashboard: {
    path: '/dashboard',
    access: 'signed-in',
    title: 'Dashboard',
    screen: screenModule('dashboard/dashboard-screen'),
    loader: learnerHome('dashboard'),
    headerTitle: 'Dashboard',
    sidebar: { section: 'LEARNING', label: 'Dashboard', icon: 'home', order: 1 },
    mobileMenu: { label: 'Dashboard', order: 1 },
    bottomBar: [
      { role: 'student', label: 'Home', icon: 'home', order: 1 },
      { role: 'teacher', label: 'Home', icon: 'home', order: 1 },
    ],
    palette: { label: 'Dashboard', order: 1 },
  },
  myLearning: {
    path: '/my-learning',
    access: 'signed-in',
    title: 'My Courses',
    screen: screenModule('my-learning/my-learning-screen'),
    loader: learnerHome('myLearning'),
    sidebar: { section: 'LEARNING', label: 'My Courses', icon: 'book', order: 2 },
    mobileMenu: { label: 'My Courses', order: 2 },
    bottomBar: [{ role: 'student', label: 'Courses', icon: 'book', order: 2 }],
  },
  courses: {
    path: '/courses',
    access: 'signed-in',
    title: 'Courses',
    screen: screenModule('courses/courses-screen'),
    loader: { module: loaderModule('courses/courses.loader'), name: 'loader' },
    headerTitle: 'Courses',
    palette: { label: 'Courses', order: 2 },
  },
  catalog: {
    path: '/catalog',
    access: 'signed-in',
    title: 'Course Catalogue',
    screen: screenModule('catalog/catalog-screen'),
    loader: { module: loaderModule('catalog/catalog.loader'), name: 'loader' },
    action: { module: loaderModule('catalog/catalog.actions'), name: 'enroll' },
    headerTitle: 'Course Catalog',
    sidebar: { section: 'LEARNING', label: 'Course Catalogue', icon: 'catalog', order: 3 },
    mobileMenu: { label: 'Course Catalog', order: 3 },
    bottomBar: [{ role: 'student', label: 'Catalog', icon: 'catalog', order: 3 }],
    palette: { label: 'Catalog', order: 3 },
  },
  calendar: {
    path: '/calendar',
    access: 'signed-in',
    title: 'Schedule',
    screen: screenModule('calendar/calendar-screen'),
    loader: learnerHome('calendar'),
    headerTitle: 'Calendar',
    sidebar: { section: 'LEARNING', label: 'Schedule', icon: 'calendar', order: 4 },
    mobileMenu: { label: 'Calendar', order: 6 },
    bottomBar: [{ role: 'student', label: 'Calendar', icon: 'calendar', order: 4 }],
    palette: { label: 'Calendar', order: 5 },
  },
  certificates: {
    path: '/certificates',
    access: 'signed-in',
    area: 'achievements',
    title: 'Achievements',
    screen: screenModule('achievements/achievements-screen'),
    loader: { module: loaderModule('achievements/achievements.loader'), name: 'loader' },
    headerTitle: 'Certificates',
    sidebar: { section: 'LEARNING', label: 'Achievements', icon: 'award', order: 5 },
    mobileMenu: { label: 'Certificates', order: 8 },
    palette: { label: 'Certificates', order: 10, area: 'teacher' },
  },
  // Public: anyone, signed in or out, confirms a certificate (issue 35).
  verifyCertificate: {
    path: '/verify/:certificateId',
    access: 'public',
    title: 'Certificate verification',
    screen: screenModule('verify/verify-screen'),
    loader: { module: loaderModule('verify/verify.loader'), name: 'loader' },
  },
  aiMentor: {
    path: '/ai-mentor',
    access: 'signed-in',
    title: 'AI mentor',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'AI mentor', icon: 'sparkles', order: 6 },
  },
  skills: {
    path: '/skills',
    access: 'signed-in',
    title: 'Skills & Certificates',
    screen: placeholder,
    headerTitle: 'Skills & Certificates',
    subtitle: SOON,
    mobileMenu: { label: 'Skills & Certificates', order: 7, icon: 'skills' },
    palette: { label: 'Skills', order: 6 },
  },
  analytics: {
    path: '/analytics',
    access: 'signed-in',
    title: 'Analytics',
    screen: placeholder,
    headerTitle: 'Analytics',
    subtitle: SOON,
    sidebar: {
      section: 'LEARNING',
      label: 'Analytics',
      icon: 'chart',
      order: 7,
      area: 'teacher',
    },
    mobileMenu: { label: 'Analytics', order: 10, area: 'teacher' },
    bottomBar: [{ role: 'teacher', label: 'Analytics', icon: 'chart', order: 3 }],
    palette: { label: 'Analytics', order: 7, area: 'teacher' },
  },
  students: {
    path: '/students',
    access: 'signed-in',
    title: 'Students',
    screen: placeholder,
    headerTitle: 'Students',
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'Students', icon: 'users', order: 8, area: 'teacher' },
    mobileMenu: { label: 'Students', order: 11, area: 'teacher' },
    bottomBar: [{ role: 'teacher', label: 'Students', icon: 'users', order: 2 }],
    palette: { label: 'Students', order: 8, area: 'teacher' },
  },
  builder: {
    path: '/builder',
    access: 'signed-in',
    area: 'course-authoring',
    title: 'Course Builder',
    screen: screenModule('builder/builder-list-screen'),
    loader: builderLoader('list'),
    action: { module: loaderModule('builder/builder.actions'), name: 'list' },
    headerTitle: 'Course Builder',
    sidebar: {
      section: 'LEARNING',
      label: 'Course Builder',
      icon: 'builder',
      order: 9,
      area: 'teacher',
    },
    mobileMenu: { label: 'Course Builder', order: 12, area: 'teacher' },
    palette: { label: 'Course Builder', order: 9, area: 'teacher' },
  },
  builderCourse: {
    path: '/builder/:courseId',
    access: 'signed-in',
    area: 'course-authoring',
    title: 'Course Builder',
    screen: screenModule('builder/builder-course-screen'),
    loader: builderLoader('course'),
    headerTitle: 'Course Builder',
  },

  // CAREER HUB
  careerDashboard: {
    path: '/career-dashboard',
    access: 'signed-in',
    title: 'Career dashboard',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Career dashboard', icon: 'briefcase', order: 1 },
  },
  resume: {
    path: '/resume',
    access: 'signed-in',
    title: 'Resume Builder',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Resume Builder', icon: 'file', order: 2 },
    mobileMenu: { label: 'Resume Hub', order: 5 },
  },
  coverLetter: {
    path: '/cover-letter',
    access: 'signed-in',
    title: 'Cover Letter Builder',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Cover Letter Builder', icon: 'mail', order: 3 },
  },
  jobs: {
    path: '/jobs',
    access: 'signed-in',
    title: 'Job Portal',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Job Portal', icon: 'briefcase', order: 4 },
    mobileMenu: { label: 'Jobs', order: 4 },
    palette: { label: 'Jobs', order: 4 },
  },
  jobBoard: {
    path: '/jobs/kanban',
    access: 'signed-in',
    title: 'Job board',
    screen: placeholder,
    subtitle: SOON,
  },
  applicationTracker: {
    path: '/application-tracker',
    access: 'signed-in',
    title: 'Application tracker',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Application tracker', icon: 'kanban', order: 5 },
  },

  // SOCIAL
  community: {
    path: '/community',
    access: 'signed-in',
    title: 'Community',
    screen: placeholder,
    subtitle: SOON,
    sidebar: { section: 'SOCIAL', label: 'Community', icon: 'community', order: 1 },
  },

  // ADMIN: the section shows to admin or superuser (spec 1 section 6); each page has its own area.
  superDashboard: {
    path: '/admin/super-dashboard',
    access: 'signed-in',
    area: 'university-management',
    title: 'Super Dashboard',
    screen: screenModule('admin/super-dashboard-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'Super Dashboard',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'Super Dashboard',
      icon: 'shield',
      order: 1,
      area: 'admin-section',
    },
    mobileMenu: { label: 'Super Dashboard', order: 20, area: 'admin-section' },
  },
  universities: {
    path: '/admin/universities',
    access: 'signed-in',
    area: 'university-management',
    title: 'Universities',
    screen: screenModule('admin/university-management-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'University Management',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'Universities',
      icon: 'building',
      order: 2,
      area: 'admin-section',
    },
    mobileMenu: { label: 'Universities', order: 21, area: 'admin-section' },
  },
  universityAnalytics: {
    path: '/admin/university-analytics',
    access: 'signed-in',
    area: 'university-admin',
    title: 'University analytics',
    screen: screenModule('admin/university-analytics-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'University Analytics',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'Analytics',
      icon: 'chart',
      order: 3,
      area: 'admin-section',
    },
    mobileMenu: { label: 'University Analytics', order: 22, area: 'admin-section' },
  },
  branding: {
    path: '/admin/branding',
    access: 'signed-in',
    area: 'university-admin',
    title: 'Branding',
    screen: screenModule('admin/branding-screen'),
    loader: adminLoader('branding'),
    headerTitle: 'Branding',
    sidebar: {
      section: 'ADMIN',
      group: 'University Management',
      label: 'Branding',
      icon: 'palette',
      order: 4,
      area: 'admin-section',
    },
    mobileMenu: { label: 'Branding', order: 23, area: 'admin-section' },
  },
  // Issue 33: reached from University Management's rows (no sidebar entry: spec 1 §6 fixes it).
  signInSettings: {
    path: '/admin/sign-in',
    access: 'signed-in',
    area: 'sign-in-settings',
    title: 'Sign-in',
    screen: screenModule('admin/sign-in-settings-screen'),
    loader: adminLoader('signInSettings'),
    headerTitle: 'Sign-in',
  },
  users: {
    path: '/admin/users',
    access: 'signed-in',
    area: 'university-admin',
    title: 'User Management',
    screen: screenModule('admin/users-screen'),
    loader: adminLoader('users'),
    headerTitle: 'User Management',
    sidebar: {
      section: 'ADMIN',
      group: 'User Management',
      label: 'User Management',
      icon: 'users',
      order: 5,
      area: 'admin-section',
    },
    mobileMenu: { label: 'User Management', order: 24, area: 'admin-section' },
  },
  organizations: {
    path: '/admin/organizations',
    access: 'signed-in',
    area: 'organizations',
    title: 'Organizations',
    screen: screenModule('admin/organizations-screen'),
    loader: adminLoader('organizations'),
    headerTitle: 'Organizations',
    sidebar: {
      section: 'ADMIN',
      group: 'User Management',
      label: 'Organizations',
      icon: 'building',
      order: 6,
      area: 'admin-section',
    },
    mobileMenu: { label: 'Organizations', order: 25, area: 'admin-section' },
  },
  universitySwitch: {
    path: '/admin/university-switch',
    access: 'signed-in',
    area: 'university-portal',
    title: 'Switch University',
    screen: screenModule('admin/university-portal-screen'),
    loader: adminLoader('universities'),
    headerTitle: 'University Portal',
    sidebar: {
      section: 'ADMIN',
      label: 'Switch University',
      icon: 'switch',
      order: 7,
      area: 'admin-section',
    },
    mobileMenu: { label: 'Switch University', order: 26, area: 'admin-section' },
  },
  userStats: {
    path: '/admin/user-stats',
    access: 'signed-in',
    area: 'user-stats',
    title: 'User statistics',
    screen: screenModule('admin/user-stats-screen'),
    headerTitle: 'User Statistics',
  },

  // SETTINGS block
  profile: {
    path: '/profile',
    access: 'signed-in',
    title: 'Your Profile',
    screen: screenModule('account/profile-screen'),
    loader: accountLoader('profile'),
    action: accountAction('profile'),
    sidebar: { section: 'SETTINGS', label: 'Your Profile', icon: 'user', order: 1 },
  },
  settings: {
    path: '/settings',
    access: 'signed-in',
    title: 'Settings',
    screen: screenModule('account/settings-screen'),
    loader: accountLoader('settings'),
    action: accountAction('settings'),
    headerTitle: 'Settings',
    sidebar: { section: 'SETTINGS', label: 'Settings', icon: 'settings', order: 2 },
    mobileMenu: { label: 'Settings', order: 9 },
    bottomBar: [{ role: 'teacher', label: 'Settings', icon: 'settings', order: 4 }],
    palette: { label: 'Settings', order: 11, area: 'teacher' },
  },

  // Other signed-in pages
  live: {
    path: '/live',
    access: 'signed-in',
    title: 'Live session',
    screen: screenModule('live/live-screen'),
    loader: learnerHome('liveSession'),
  },
  liveAdmin: {
    path: '/live/admin',
    access: 'signed-in',
    area: 'stream-admin',
    title: 'Stream management',
    screen: screenModule('live/live-admin-screen'),
    loader: learnerHome('liveAdmin'),
  },
  search: {
    path: '/search',
    access: 'signed-in',
    title: 'Search',
    screen: screenModule('search-screen'),
    loader: { module: loaderModule('search.loader'), name: 'loader' },
    headerTitle: 'Search',
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
    screen: screenModule('course-preview/course-preview-screen'),
    loader: learnerHome('coursePreview'),
  },
  lesson: {
    path: '/course/:courseId/lesson/:lessonId',
    access: 'signed-in',
    title: 'Lesson',
    screen: screenModule('lesson-player/lesson-player-screen'),
    loader: courseLoader,
    fullScreen: true,
  },
  program: {
    path: '/program/:programId/preview',
    access: 'signed-in',
    title: 'Program',
    screen: screenModule('program/program-screen'),
    loader: learnerHome('program'),
  },
  teacher: {
    path: '/teacher/:teacherId',
    access: 'signed-in',
    title: 'Teacher',
    screen: screenModule('teacher/teacher-screen'),
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
