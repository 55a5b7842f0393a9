// Example bars for stories and tests (spec 1 §2.4); the app derives the real ones from its route table.
import type { BottomBarItem } from './mobile-bottom-bar';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} />
    </svg>
  );
}

const home = <Icon d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />;
const book = <Icon d="M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-5a3 3 0 0 0-3 3" />;
const grid = <Icon d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />;
const calendar = <Icon d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />;
const users = <Icon d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0" />;
const chart = <Icon d="M4 20V10M10 20V4M16 20v-7M22 20H2" />;
const gear = <Icon d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3" />;

export const studentBarItems: BottomBarItem[] = [
  { label: 'Home', href: '/dashboard', icon: home },
  { label: 'Courses', href: '/my-learning', icon: book },
  { label: 'Catalog', href: '/catalog', icon: grid },
  { label: 'Calendar', href: '/calendar', icon: calendar },
];

export const teacherBarItems: BottomBarItem[] = [
  { label: 'Home', href: '/dashboard', icon: home },
  { label: 'Students', href: '/students', icon: users },
  { label: 'Analytics', href: '/analytics', icon: chart },
  { label: 'Settings', href: '/settings', icon: gear },
];
