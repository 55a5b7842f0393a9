import type { AccessArea, Role } from '@lp/contract';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppServices } from '../app-context';
import type { NavIconName } from './nav-icons';
import type { RouteData } from './route-data';
import type { LoaderExports, RouteModule, ScreenExports } from './route-modules';

/**
 * Spec 2 section 2.1: routes are guarded by signed-in status; roles by their area (spec 2
 * section 6). `public`: readable signed in or out, without the shell (a certificate's
 * verification, issue 35).
 */
export type Access = 'public-only' | 'signed-in' | 'public';

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

/**
 * A screen's data, asked for as soon as its route matches, in parallel with its code: the
 * answers it reads, by data-cache key (routes/route-data.ts), each a promise while on its way.
 */
export type ScreenLoader = (args: ScreenLoaderArgs) => RouteData | null | Promise<RouteData | null>;

/**
 * What a form of the page sent before the app's script ran: a redirect, or what the page is
 * drawn again with (react-router's action data).
 */
export type ScreenAction = (args: ScreenLoaderArgs) => Promise<Response | object>;

/** A route's loader or action: a named export of a module beside the screen. */
export interface LoaderEntry {
  module: RouteModule<LoaderExports>;
  name: string;
}

/**
 * A route of the table. Its texts (`title`, labels, `headerTitle`, `subtitle`) are keys of the
 * `app-routes` messages (`T`: the route table checks them), shown in the page's language by
 * whoever draws them (routes/route-text.ts).
 */
export interface RouteEntry<T extends string = string> extends RoutePlacements<T> {
  path: string;
  access: Access;
  /** The role area of spec 2 section 6 the page belongs to. @default 'signed-in' (or none, public-only) */
  area?: AccessArea;
  /** The document title (a message key). */
  title: T;
  /** The route module, loaded on demand. */
  screen: RouteModule<ScreenExports>;
  /** The screen's loader, loaded and run in parallel with `screen`. */
  loader?: LoaderEntry;
  /** What the page's form does when it is sent before the app's script has run. */
  action?: LoaderEntry;
  /** Renders without the signed-in shell: the screen brings its own header and landmarks (the lesson player). */
  fullScreen?: boolean;
}

/** Where a page shows in the shell: part of its route-table entry. */
export interface RoutePlacements<T extends string = string> {
  /** The header title of spec 1 section 2.3, where the spec gives one (default 'Dashboard'). */
  headerTitle?: T;
  /** Subtitle for placeholder screens. */
  subtitle?: T;
  sidebar?: Audience & {
    section: SidebarSection;
    group?: SidebarGroup;
    label: T;
    icon: NavIconName;
    order: number;
  };
  /** The phone's side menu; its icon defaults to the sidebar's. */
  mobileMenu?: Audience & { label: T; order: number; icon?: NavIconName };
  bottomBar?: ReadonlyArray<{
    role: Extract<Role, 'student' | 'teacher'>;
    label: T;
    icon: NavIconName;
    order: number;
  }>;
  palette?: Audience & { label: T; order: number };
}

/** Short paths that only forward (spec 1 section 2.6, spec 2 section 2.1). */
export interface RedirectEntry {
  from: string;
  to: string;
}
