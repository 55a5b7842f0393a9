import type { Role } from '@lp/contract';
import type { NavIconName } from '@lp/patterns';

/** Spec 2 section 2.1: routes are guarded only by signed-in status. */
export type Access = 'public-only' | 'signed-in';

export type SidebarSection = 'LEARNING' | 'CAREER HUB' | 'SOCIAL' | 'ADMIN' | 'SETTINGS';
export type SidebarGroup = 'University Management' | 'User Management';

/** Names of the icons the shell knows (the shell's NavIcon draws them). */
export type IconName = NavIconName;

/** Who sees a navigation entry; omitted means everyone. */
export interface Audience {
  teacherOnly?: boolean;
  adminOnly?: boolean;
}

export interface RouteEntry {
  path: string;
  access: Access;
  /** The document title. */
  title: string;
  /** The header title of spec 1 section 2.3, where the spec gives one (default 'Dashboard'). */
  headerTitle?: string;
  /** Which screen renders it; routes whose screens later issues build render a placeholder. */
  screen: ScreenId;
  /** Subtitle for placeholder screens. */
  subtitle?: string;
  /** Renders without the signed-in shell: the screen brings its own header and landmarks (the lesson player). */
  fullScreen?: boolean;
  sidebar?: Audience & {
    section: SidebarSection;
    group?: SidebarGroup;
    label: string;
    icon: IconName;
    order: number;
  };
  mobileMenu?: Audience & { label: string; order: number };
  bottomBar?: ReadonlyArray<{
    role: Extract<Role, 'student' | 'teacher'>;
    label: string;
    icon: IconName;
    order: number;
  }>;
  palette?: Audience & { label: string; order: number };
}

export type ScreenId =
  | 'placeholder'
  | 'login'
  | 'register'
  | 'confirm-email'
  | 'forgot-password'
  | 'forgot-password-confirmation'
  | 'reset-password'
  | 'reset-success'
  | 'expired-link'
  | 'invite'
  | 'search'
  | 'course-redirect'
  | 'lesson-player';

/** Short paths that only forward (spec 1 section 2.6, spec 2 section 2.1). */
export interface RedirectEntry {
  from: string;
  to: string;
}
