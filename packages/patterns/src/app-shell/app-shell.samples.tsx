import type { BottomBarItem, CommandPaletteGroup, NavItem, NavSection } from '@lp/ui';
import {
  ArrowLeftRight,
  Award,
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  ChartColumn,
  FileText,
  House,
  Library,
  Palette,
  Settings,
  Shield,
  User,
  Users,
  type IconComponent,
} from '@lp/ui/icons';
import { samplePaths } from '../samples/paths.samples';

// Sample navigation for stories and tests; the app derives the real one from its route table
// and filters it by role before it reaches the shell.
const item = (label: string, href: string, Icon?: IconComponent): NavItem => ({
  id: href,
  label,
  href,
  icon: Icon ? <Icon aria-hidden="true" /> : undefined,
});

export type SampleRole = 'student' | 'teacher' | 'admin';

/** The sidebar sections a role sees. */
export function sampleSectionsFor(role: SampleRole): NavSection[] {
  const teacher = role !== 'student';
  const sections: NavSection[] = [
    {
      id: 'learning',
      title: 'LEARNING',
      items: [
        item('Dashboard', samplePaths.dashboard, House),
        item('My Courses', '/my-learning', BookOpen),
        item('Course Catalogue', '/catalog', Library),
        item('Schedule', '/calendar', CalendarDays),
        item('Achievements', '/certificates', Award),
        ...(teacher
          ? [item('Analytics', '/analytics', ChartColumn), item('Students', '/students', Users)]
          : []),
      ],
    },
    {
      id: 'career',
      title: 'CAREER HUB',
      items: [item('Job Portal', '/jobs', Briefcase), item('Resume Builder', '/resume', FileText)],
    },
  ];
  if (role === 'admin') {
    sections.push({
      id: 'admin',
      title: 'ADMIN',
      items: [
        {
          id: 'university-management',
          label: 'University Management',
          icon: <Building2 aria-hidden="true" />,
          children: [
            item('Super Dashboard', '/admin/super-dashboard', Shield),
            item('Branding', '/admin/branding', Palette),
          ],
        },
        item('Switch University', '/admin/university-switch', ArrowLeftRight),
      ],
    });
  }
  return sections;
}

export const sampleSections = sampleSectionsFor('student');

export const sampleSettings: NavSection = {
  id: 'settings',
  title: 'SETTINGS',
  items: [item('Your Profile', '/profile', User), item('Settings', '/settings', Settings)],
};

const menuItem = (label: string, href: string, Icon?: IconComponent) => ({
  id: href,
  label,
  href,
  icon: Icon ? <Icon aria-hidden="true" /> : undefined,
});

export const sampleMobileMenu = [
  menuItem('Dashboard', samplePaths.dashboard, House),
  menuItem('My Courses', '/my-learning', BookOpen),
  menuItem('Course Catalog', '/catalog', Library),
  // No icon: its label still lines up with the others.
  menuItem('Help Centre', '/help'),
  menuItem('Settings', '/settings', Settings),
];

export const sampleBottomBar: BottomBarItem[] = [
  { label: 'Home', href: samplePaths.dashboard, icon: <House aria-hidden="true" /> },
  { label: 'Courses', href: '/my-learning', icon: <BookOpen aria-hidden="true" /> },
  { label: 'Catalog', href: '/catalog', icon: <Library aria-hidden="true" /> },
  { label: 'Calendar', href: '/calendar', icon: <CalendarDays aria-hidden="true" /> },
];

export function samplePalette(onSelect: (id: string) => void): CommandPaletteGroup[] {
  const entry = (id: string, label: string) => ({ id, label, onSelect: () => onSelect(id) });
  return [
    {
      heading: 'Navigation',
      items: [
        entry(samplePaths.dashboard, 'Dashboard'),
        entry(samplePaths.courses, 'Courses'),
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
