// Example navigation for stories and tests: the spec's sidebar (spec 1 §2.1, §2.2).
// The app derives the real one from its route table.
import type { NavSection } from './nav-items';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} />
    </svg>
  );
}

const icons = {
  home: <Icon d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  book: <Icon d="M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-5a3 3 0 0 0-3 3" />,
  grid: <Icon d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />,
  calendar: <Icon d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />,
  award: <Icon d="M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8 13l-1 8 5-3 5 3-1-8" />,
  chat: <Icon d="M4 5h16v11H8l-4 4z" />,
  chart: <Icon d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  users: (
    <Icon d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6" />
  ),
  tool: <Icon d="M14 6l4 4-9 9H5v-4zM13 7l4 4" />,
  briefcase: <Icon d="M3 7h18v13H3zM8 7V4h8v3" />,
  file: <Icon d="M6 3h8l4 4v14H6zM14 3v4h4" />,
  building: <Icon d="M4 21V5l8-3 8 3v16M9 21v-5h6v5M9 9h.01M15 9h.01" />,
  user: <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  gear: (
    <Icon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 8.5 4 8l-1 3 2 1v0l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3z" />
  ),
  swap: <Icon d="M7 7h13l-4-4M17 17H4l4 4" />,
};

export const sampleSections: NavSection[] = [
  {
    id: 'learning',
    title: 'LEARNING',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: icons.home },
      { id: 'my-learning', label: 'My Courses', href: '/my-learning', icon: icons.book },
      { id: 'catalog', label: 'Course Catalogue', href: '/catalog', icon: icons.grid },
      { id: 'calendar', label: 'Schedule', href: '/calendar', icon: icons.calendar },
      { id: 'certificates', label: 'Achievements', href: '/certificates', icon: icons.award },
      { id: 'ai-mentor', label: 'AI mentor', href: '/ai-mentor', icon: icons.chat },
      {
        id: 'analytics',
        label: 'Analytics',
        href: '/analytics',
        icon: icons.chart,
        teacherOnly: true,
      },
      {
        id: 'students',
        label: 'Students',
        href: '/students',
        icon: icons.users,
        teacherOnly: true,
      },
      {
        id: 'builder',
        label: 'Course Builder',
        href: '/builder',
        icon: icons.tool,
        teacherOnly: true,
      },
    ],
  },
  {
    id: 'career',
    title: 'CAREER HUB',
    items: [
      {
        id: 'career-dashboard',
        label: 'Career dashboard',
        href: '/career-dashboard',
        icon: icons.chart,
      },
      { id: 'resume', label: 'Resume Builder', href: '/resume', icon: icons.file },
      {
        id: 'cover-letter',
        label: 'Cover Letter Builder',
        href: '/cover-letter',
        icon: icons.file,
      },
      { id: 'jobs', label: 'Job Portal', href: '/jobs', icon: icons.briefcase },
      {
        id: 'tracker',
        label: 'Application tracker',
        href: '/application-tracker',
        icon: icons.grid,
      },
    ],
  },
  {
    id: 'social',
    title: 'SOCIAL',
    items: [{ id: 'community', label: 'Community', href: '/community', icon: icons.users }],
  },
  {
    id: 'admin',
    title: 'ADMIN',
    adminOnly: true,
    items: [
      {
        id: 'university-management',
        label: 'University Management',
        icon: icons.building,
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
        icon: icons.users,
        children: [
          { id: 'users', label: 'User Management', href: '/admin/users' },
          { id: 'organizations', label: 'Organizations', href: '/admin/organizations' },
        ],
      },
      {
        id: 'university-switch',
        label: 'Switch University',
        href: '/admin/university-switch',
        icon: icons.swap,
      },
    ],
  },
];

export const sampleSettings: NavSection = {
  id: 'settings',
  title: 'SETTINGS',
  items: [
    { id: 'profile', label: 'Your Profile', href: '/profile', icon: icons.user },
    { id: 'settings', label: 'Settings', href: '/settings', icon: icons.gear },
  ],
};
