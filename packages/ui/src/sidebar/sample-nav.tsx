// Example navigation for stories and tests: the spec's sidebar (spec 1 §2.1, §2.2), as the app
// hands it over, already filtered for a role by the access rule of @lp/contract. The app
// derives the real one from its route table.
import {
  ArrowLeftRight,
  Award,
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  ChartColumn,
  FileText,
  Hammer,
  House,
  Kanban,
  Library,
  MessageCircle,
  Settings,
  User,
  Users,
} from '../icon';
import type { NavItem, NavSection } from './nav-items';

const everyoneLearning: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <House /> },
  { id: 'my-learning', label: 'My Courses', href: '/my-learning', icon: <BookOpen /> },
  { id: 'catalog', label: 'Course Catalogue', href: '/catalog', icon: <Library /> },
  { id: 'calendar', label: 'Schedule', href: '/calendar', icon: <CalendarDays /> },
  { id: 'certificates', label: 'Achievements', href: '/certificates', icon: <Award /> },
  { id: 'ai-mentor', label: 'AI mentor', href: '/ai-mentor', icon: <MessageCircle /> },
];

const teacherLearning: NavItem[] = [
  { id: 'analytics', label: 'Analytics', href: '/analytics', icon: <ChartColumn /> },
  { id: 'students', label: 'Students', href: '/students', icon: <Users /> },
  { id: 'builder', label: 'Course Builder', href: '/builder', icon: <Hammer /> },
];

const career: NavSection = {
  id: 'career',
  title: 'CAREER HUB',
  items: [
    {
      id: 'career-dashboard',
      label: 'Career dashboard',
      href: '/career-dashboard',
      icon: <ChartColumn />,
    },
    { id: 'resume', label: 'Resume Builder', href: '/resume', icon: <FileText /> },
    {
      id: 'cover-letter',
      label: 'Cover Letter Builder',
      href: '/cover-letter',
      icon: <FileText />,
    },
    { id: 'jobs', label: 'Job Portal', href: '/jobs', icon: <Briefcase /> },
    {
      id: 'tracker',
      label: 'Application tracker',
      href: '/application-tracker',
      icon: <Kanban />,
    },
  ],
};

const social: NavSection = {
  id: 'social',
  title: 'SOCIAL',
  items: [{ id: 'community', label: 'Community', href: '/community', icon: <Users /> }],
};

const admin: NavSection = {
  id: 'admin',
  title: 'ADMIN',
  items: [
    {
      id: 'university-management',
      label: 'University Management',
      icon: <Building2 />,
      children: [
        { id: 'super-dashboard', label: 'Super Dashboard', href: '/admin/super-dashboard' },
        { id: 'universities', label: 'Universities', href: '/admin/universities' },
        { id: 'university-analytics', label: 'Analytics', href: '/admin/university-analytics' },
        { id: 'branding', label: 'Branding', href: '/admin/branding' },
      ],
    },
    {
      id: 'user-management',
      label: 'User Management',
      icon: <Users />,
      children: [
        { id: 'users', label: 'User Management', href: '/admin/users' },
        { id: 'organizations', label: 'Organizations', href: '/admin/organizations' },
      ],
    },
    {
      id: 'university-switch',
      label: 'Switch University',
      href: '/admin/university-switch',
      icon: <ArrowLeftRight />,
    },
  ],
};

const learning = (items: NavItem[]): NavSection => ({ id: 'learning', title: 'LEARNING', items });

/** A student's navigation: LEARNING, CAREER HUB, SOCIAL. */
export const studentSections: NavSection[] = [learning(everyoneLearning), career, social];

/** A teacher's: adds Analytics, Students and Course Builder to LEARNING. */
export const teacherSections: NavSection[] = [
  learning([...everyoneLearning, ...teacherLearning]),
  career,
  social,
];

/** An admin's (and a superuser's): adds the ADMIN section with its two dropdowns. */
export const adminSections: NavSection[] = [learning(everyoneLearning), career, social, admin];

/** The ADMIN section alone (its University Management group holds Branding). */
export const sampleAdminSection = admin;

export const sampleSettings: NavSection = {
  id: 'settings',
  title: 'SETTINGS',
  items: [
    { id: 'profile', label: 'Your Profile', href: '/profile', icon: <User /> },
    { id: 'settings', label: 'Settings', href: '/settings', icon: <Settings /> },
  ],
};
