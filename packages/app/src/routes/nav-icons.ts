import {
  ArrowLeftRight,
  Award,
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  ChartColumn,
  FileText,
  GraduationCap,
  Hammer,
  House,
  Kanban,
  Library,
  Mail,
  MessagesSquare,
  Palette,
  Settings,
  ShieldCheck,
  Sparkles,
  User,
  Users,
  type IconComponent,
} from '@lp/ui/icons';

/**
 * The navigation's icons by name. The route table names them (a type-only import), and only
 * the signed-in shell imports this map, so the sign-in page carries none of the drawings.
 */
export const navIcons = {
  home: House,
  book: BookOpen,
  catalog: Library,
  calendar: CalendarDays,
  award: Award,
  sparkles: Sparkles,
  skills: GraduationCap,
  chart: ChartColumn,
  users: Users,
  builder: Hammer,
  briefcase: Briefcase,
  file: FileText,
  mail: Mail,
  kanban: Kanban,
  community: MessagesSquare,
  shield: ShieldCheck,
  building: Building2,
  palette: Palette,
  switch: ArrowLeftRight,
  user: User,
  settings: Settings,
} satisfies Record<string, IconComponent>;

export type NavIconName = keyof typeof navIcons;
