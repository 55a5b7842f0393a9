import { routes, type RouteName } from './route-table';
import type { NavRoute, RoutePlacements } from './route-types';

const SOON = 'This area is being built. Check back soon.';

/**
 * Where each page of the route table shows in the shell: header title, placeholder subtitle,
 * sidebar, mobile menu, bottom bars and palette, keyed by the table's route names. Kept beside
 * the table rather than in it, so the sign-in page, which loads the table, carries none of it.
 */
export const placements: Partial<Record<RouteName, RoutePlacements>> = {
  dashboard: {
    headerTitle: 'Dashboard',
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'Dashboard', icon: 'home', order: 1 },
    mobileMenu: { label: 'Dashboard', order: 1 },
    bottomBar: [
      { role: 'student', label: 'Home', icon: 'home', order: 1 },
      { role: 'teacher', label: 'Home', icon: 'home', order: 1 },
    ],
    palette: { label: 'Dashboard', order: 1 },
  },
  myLearning: {
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'My Courses', icon: 'book', order: 2 },
    mobileMenu: { label: 'My Courses', order: 2 },
    bottomBar: [{ role: 'student', label: 'Courses', icon: 'book', order: 2 }],
  },
  courses: {
    headerTitle: 'Courses',
    subtitle: SOON,
    palette: { label: 'Courses', order: 2 },
  },
  catalog: {
    headerTitle: 'Course Catalog',
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'Course Catalogue', icon: 'catalog', order: 3 },
    mobileMenu: { label: 'Course Catalog', order: 3 },
    bottomBar: [{ role: 'student', label: 'Catalog', icon: 'catalog', order: 3 }],
    palette: { label: 'Catalog', order: 3 },
  },
  calendar: {
    headerTitle: 'Calendar',
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'Schedule', icon: 'calendar', order: 4 },
    mobileMenu: { label: 'Calendar', order: 6 },
    bottomBar: [{ role: 'student', label: 'Calendar', icon: 'calendar', order: 4 }],
    palette: { label: 'Calendar', order: 5 },
  },
  certificates: {
    headerTitle: 'Certificates',
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'Achievements', icon: 'award', order: 5 },
    mobileMenu: { label: 'Certificates', order: 8 },
    palette: { label: 'Certificates', order: 10, area: 'teacher' },
  },
  aiMentor: {
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'AI mentor', icon: 'sparkles', order: 6 },
  },
  skills: {
    headerTitle: 'Skills & Certificates',
    subtitle: SOON,
    mobileMenu: { label: 'Skills & Certificates', order: 7, icon: 'skills' },
    palette: { label: 'Skills', order: 6 },
  },
  analytics: {
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
    headerTitle: 'Students',
    subtitle: SOON,
    sidebar: { section: 'LEARNING', label: 'Students', icon: 'users', order: 8, area: 'teacher' },
    mobileMenu: { label: 'Students', order: 11, area: 'teacher' },
    bottomBar: [{ role: 'teacher', label: 'Students', icon: 'users', order: 2 }],
    palette: { label: 'Students', order: 8, area: 'teacher' },
  },
  builder: {
    headerTitle: 'Course Builder',
    subtitle: SOON,
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
    headerTitle: 'Course Builder',
    subtitle: SOON,
  },
  careerDashboard: {
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Career dashboard', icon: 'briefcase', order: 1 },
  },
  resume: {
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Resume Builder', icon: 'file', order: 2 },
    mobileMenu: { label: 'Resume Hub', order: 5 },
  },
  coverLetter: {
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Cover Letter Builder', icon: 'mail', order: 3 },
  },
  jobs: {
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Job Portal', icon: 'briefcase', order: 4 },
    mobileMenu: { label: 'Jobs', order: 4 },
    palette: { label: 'Jobs', order: 4 },
  },
  jobBoard: {
    subtitle: SOON,
  },
  applicationTracker: {
    subtitle: SOON,
    sidebar: { section: 'CAREER HUB', label: 'Application tracker', icon: 'kanban', order: 5 },
  },
  community: {
    subtitle: SOON,
    sidebar: { section: 'SOCIAL', label: 'Community', icon: 'community', order: 1 },
  },
  superDashboard: {
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
  users: {
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
    headerTitle: 'User Statistics',
  },
  profile: {
    subtitle: SOON,
    sidebar: { section: 'SETTINGS', label: 'Your Profile', icon: 'user', order: 1 },
  },
  settings: {
    headerTitle: 'Settings',
    subtitle: SOON,
    sidebar: { section: 'SETTINGS', label: 'Settings', icon: 'settings', order: 2 },
    mobileMenu: { label: 'Settings', order: 9 },
    bottomBar: [{ role: 'teacher', label: 'Settings', icon: 'settings', order: 4 }],
    palette: { label: 'Settings', order: 11, area: 'teacher' },
  },
  live: {
    subtitle: SOON,
  },
  liveAdmin: {
    subtitle: SOON,
  },
  search: {
    headerTitle: 'Search',
  },
  coursePreview: {
    subtitle: SOON,
  },
  program: {
    subtitle: SOON,
  },
  teacher: {
    subtitle: SOON,
  },
};

/** The table joined with its placements: what the shell's navigation is derived from. */
export const navigationTable: readonly NavRoute[] = (
  Object.entries(routes) as Array<[RouteName, (typeof routes)[RouteName]]>
).map(([name, route]) => ({ ...route, ...placements[name] }));
