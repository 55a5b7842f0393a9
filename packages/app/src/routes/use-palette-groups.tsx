import type { Role } from '@lp/contract';
import type { CommandPaletteGroup } from '@lp/ui';
import { paletteNavigation } from './navigation';
import { paths } from './paths';
import { englishRouteText, type RouteMessages } from './route-text';

export interface PaletteActions {
  navigate: (href: string) => void;
  switchRole: (role: 'student' | 'teacher') => void;
  toggleSidebar: () => void;
  toggleTheme: () => void;
  signOut: () => void;
}

/** The command palette of spec 1 section 2.5 for a role: navigation, actions and sign out. */
export function paletteGroups(
  role: Role,
  actions: PaletteActions,
  text: RouteMessages = englishRouteText,
): CommandPaletteGroup[] {
  const go = (href: string) => () => actions.navigate(href);
  const teacher = role === 'teacher';
  return [
    {
      heading: text.paletteNavigation,
      items: paletteNavigation(role, undefined, text).map((link) => ({
        id: `nav:${link.href}`,
        label: link.label,
        keywords: [link.href],
        onSelect: go(link.href),
      })),
    },
    {
      heading: text.paletteActions,
      items: [
        teacher
          ? {
              id: 'role:student',
              label: text.switchToStudent,
              onSelect: () => actions.switchRole('student'),
            }
          : {
              id: 'role:teacher',
              label: text.switchToTeacher,
              onSelect: () => actions.switchRole('teacher'),
            },
        { id: 'toggle-sidebar', label: text.toggleSidebar, onSelect: actions.toggleSidebar },
        { id: 'toggle-theme', label: text.toggleTheme, onSelect: actions.toggleTheme },
        ...(teacher
          ? [
              { id: 'create-course', label: text.createNewCourse, onSelect: go(paths.builder()) },
              {
                id: 'issue-certificate',
                label: text.issueCertificate,
                onSelect: go(paths.certificates()),
              },
              { id: 'view-analytics', label: text.viewAnalytics, onSelect: go(paths.analytics()) },
            ]
          : []),
      ],
    },
    {
      heading: text.paletteAccount,
      items: [{ id: 'sign-out', label: text.signOut, onSelect: actions.signOut }],
    },
  ];
}
