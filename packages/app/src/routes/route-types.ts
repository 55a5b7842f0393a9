import type { AccessArea, Role } from '@lp/contract';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppServices } from '../app-context';
import type { NavIconName } from './nav-icons';

/** Spec 2 section 2.1: routes are guarded by signed-in status; roles by their area (spec 2 section 6). */
export type Access = 'public-only' | 'signed-in';

export type SidebarSection = 'LEARNING' | 'CAREER HUB' | 'SOCIAL' | 'ADMIN' | 'SETTINGS';
export type SidebarGroup = 'University Management' | 'User Management';

/** Who sees a navigation entry: the access area it belongs to; omitted means everyone. */
export interface Audience {
  area?: AccessArea;
}

/** What a screen's loader receives: react-router's arguments and the app's services. */
export interface ScreenLoaderArgs extends Pick<LoaderFunctionArgs, 'params' | 'request'> {
  services: AppServices;
}

/** Starts a screen's first data as soon as its route matches, in parallel with its code. */
export type ScreenLoader = (args: ScreenLoaderArgs) => unknown;

/** A route module: its default export renders the screen. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A small data module beside the screen: its `loader` starts the screen's first request. */
export type LoaderModule = () => Promise<{ loader: ScreenLoader }>;

export interface RouteEntry {
  path: string;
  access: Access;
  /** The role area of spec 2 section 6 the page belongs to. @default 'signed-in' (or none, public-only) */
  area?: AccessArea;
  /** The document title. */
  title: string;
  /** The route module, loaded on demand. */
  screen: ScreenModule;
  /** The screen's data module, loaded and run in parallel with `screen`. */
  loader?: LoaderModule;
  /** Renders without the signed-in shell: the screen brings its own header and landmarks (the lesson player). */
  fullScreen?: boolean;
}

/** Where a page shows in the shell (route-navigation.ts), keyed by route name. */
export interface RoutePlacements {
  /** The header title of spec 1 section 2.3, where the spec gives one (default 'Dashboard'). */
  headerTitle?: string;
  /** Subtitle for placeholder screens. */
  subtitle?: string;
  sidebar?: Audience & {
    section: SidebarSection;
    group?: SidebarGroup;
    label: string;
    icon: NavIconName;
    order: number;
  };
  /** The phone's side menu; its icon defaults to the sidebar's. */
  mobileMenu?: Audience & { label: string; order: number; icon?: NavIconName };
  bottomBar?: ReadonlyArray<{
    role: Extract<Role, 'student' | 'teacher'>;
    label: string;
    icon: NavIconName;
    order: number;
  }>;
  palette?: Audience & { label: string; order: number };
}

/** A route with its placements: what navigation is derived from. */
export type NavRoute = RouteEntry & RoutePlacements;

/** Short paths that only forward (spec 1 section 2.6, spec 2 section 2.1). */
export interface RedirectEntry {
  from: string;
  to: string;
}
