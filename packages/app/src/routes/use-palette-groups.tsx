import type { Role } from '@lp/contract';
import type { CommandPaletteGroup } from '@lp/ui';
import { paletteNavigation } from './navigation';
import { paths } from './paths';

export interface PaletteActions {
  navigate: (href: string) => void;
  switchRole: (role: 'student' | 'teacher') => void;
  toggleSidebar: () => void;
  toggleTheme: () => void;
  signOut: () => void;
}

/** The command palette of spec 1 section 2.5 for a role: navigation, actions and sign out. */
export function paletteGroups(role: Role, actions: PaletteActions): CommandPaletteGroup[] {
  const go = (href: string) => () => actions.navigate(href);
  const teacher = role === 'teacher';
  return [
    {
      heading: 'Navigation',
      items: paletteNavigation(role).map((link) => ({
        id: `nav:${link.href}`,
        label: link.label,
        keywords: [link.href],
        onSelect: go(link.href),
      })),
    },
    {
      heading: 'Actions',
      items: [
        teacher
          ? {
              id: 'role:student',
              label: 'Switch to Student mode',
              onSelect: () => actions.switchRole('student'),
            }
          : {
              id: 'role:teacher',
              label: 'Switch to Teacher mode',
              onSelect: () => actions.switchRole('teacher'),
            },
        { id: 'toggle-sidebar', label: 'Toggle sidebar', onSelect: actions.toggleSidebar },
        { id: 'toggle-theme', label: 'Toggle theme', onSelect: actions.toggleTheme },
        ...(teacher
          ? [
              { id: 'create-course', label: 'Create New Course', onSelect: go(paths.builder()) },
              {
                id: 'issue-certificate',
                label: 'Issue Certificate',
                onSelect: go(paths.certificates()),
              },
              { id: 'view-analytics', label: 'View Analytics', onSelect: go(paths.analytics()) },
            ]
          : []),
      ],
    },
    {
      heading: 'Account',
      items: [{ id: 'sign-out', label: 'Sign Out', onSelect: actions.signOut }],
    },
  ];
}
