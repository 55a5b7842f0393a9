import type { BottomBarItem, CommandPaletteGroup, NavSection } from '@lp/ui';
import { NavIcon, type NavIconName } from './nav-icon';

// Sample navigation for stories and tests; the app derives the real one from its route table.
const item = (
  label: string,
  href: string,
  icon: NavIconName,
  flags: { teacherOnly?: boolean; adminOnly?: boolean } = {},
) => ({
  id: href,
  label,
  href,
  icon: <NavIcon name={icon} />,
  ...flags,
});

export const sampleSections: NavSection[] = [
  {
    id: 'learning',
    title: 'LEARNING',
    items: [
      item('Dashboard', '/dashboard', 'home'),
      item('My Courses', '/my-learning', 'book'),
      item('Course Catalogue', '/catalog', 'catalog'),
      item('Schedule', '/calendar', 'calendar'),
      item('Achievements', '/certificates', 'award'),
      item('Analytics', '/analytics', 'chart', { teacherOnly: true }),
      item('Students', '/students', 'users', { teacherOnly: true }),
    ],
  },
  {
    id: 'career',
    title: 'CAREER HUB',
    items: [item('Job Portal', '/jobs', 'briefcase'), item('Resume Builder', '/resume', 'file')],
  },
  {
    id: 'admin',
    title: 'ADMIN',
    items: [
      {
        id: 'university-management',
        label: 'University Management',
        icon: <NavIcon name="building" />,
        adminOnly: true,
        children: [
          item('Super Dashboard', '/admin/super-dashboard', 'shield'),
          item('Branding', '/admin/branding', 'palette'),
        ],
      },
      item('Switch University', '/admin/university-switch', 'switch', { adminOnly: true }),
    ],
  },
];

export const sampleSettings: NavSection = {
  id: 'settings',
  title: 'SETTINGS',
  items: [item('Your Profile', '/profile', 'user'), item('Settings', '/settings', 'settings')],
};

export const sampleMobileMenu = [
  item('Dashboard', '/dashboard', 'home'),
  item('My Courses', '/my-learning', 'book'),
  item('Course Catalog', '/catalog', 'catalog'),
  item('Settings', '/settings', 'settings'),
];

export const sampleBottomBar: BottomBarItem[] = [
  { label: 'Home', href: '/dashboard', icon: <NavIcon name="home" /> },
  { label: 'Courses', href: '/my-learning', icon: <NavIcon name="book" /> },
  { label: 'Catalog', href: '/catalog', icon: <NavIcon name="catalog" /> },
  { label: 'Calendar', href: '/calendar', icon: <NavIcon name="calendar" /> },
];

export function samplePalette(onSelect: (id: string) => void): CommandPaletteGroup[] {
  const entry = (id: string, label: string) => ({ id, label, onSelect: () => onSelect(id) });
  return [
    {
      heading: 'Navigation',
      items: [
        entry('/dashboard', 'Dashboard'),
        entry('/courses', 'Courses'),
        entry('/catalog', 'Catalog'),
      ],
    },
    {
      heading: 'Actions',
      items: [
        entry('switch-role', 'Switch to Teacher mode'),
        entry('toggle-theme', 'Toggle theme'),
      ],
    },
    { heading: 'Account', items: [entry('sign-out', 'Sign Out')] },
  ];
}
