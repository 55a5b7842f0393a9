// Example commands for stories and tests (spec 1 §2.5); the app builds the real ones from its route table.
import type { CommandPaletteGroup } from './command-palette';

export function sampleCommandGroups(
  run: (id: string) => void,
  role: 'student' | 'teacher' = 'student',
): CommandPaletteGroup[] {
  const item = (
    id: string,
    label: string,
    extra: { keywords?: string[]; shortcut?: string[] } = {},
  ) => ({
    id,
    label,
    ...extra,
    onSelect: () => run(id),
  });
  const teacher = role === 'teacher';
  return [
    {
      heading: 'Navigation',
      items: [
        item('dashboard', 'Dashboard', { keywords: ['home'] }),
        item('courses', 'Courses'),
        item('catalog', 'Catalog'),
        item('jobs', 'Jobs'),
        item('calendar', 'Calendar', { keywords: ['schedule'] }),
        item('skills', 'Skills'),
        ...(teacher
          ? [
              item('analytics', 'Analytics'),
              item('students', 'Students'),
              item('builder', 'Course Builder'),
              item('certificates', 'Certificates'),
              item('settings', 'Settings'),
            ]
          : []),
      ],
    },
    {
      heading: 'Actions',
      items: [
        teacher ? item('mode', 'Switch to Student Mode') : item('mode', 'Switch to Teacher Mode'),
        item('sidebar', 'Toggle Sidebar'),
        item('theme', 'Toggle Theme', { keywords: ['dark', 'light'] }),
        ...(teacher
          ? [
              item('create-course', 'Create New Course'),
              item('issue-certificate', 'Issue Certificate'),
              item('view-analytics', 'View Analytics'),
            ]
          : []),
      ],
    },
    { heading: 'Account', items: [item('sign-out', 'Sign Out')] },
  ];
}
