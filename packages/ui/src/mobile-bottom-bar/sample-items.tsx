// Example bars for stories and tests (spec 1 §2.4); the app derives the real ones from its route table.
import { BookOpen, CalendarDays, ChartColumn, House, Library, Settings, Users } from '../icon';
import type { BottomBarItem } from './mobile-bottom-bar';

const home = <House />;
const book = <BookOpen />;
const grid = <Library />;
const calendar = <CalendarDays />;
const users = <Users />;
const chart = <ChartColumn />;
const gear = <Settings />;

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
