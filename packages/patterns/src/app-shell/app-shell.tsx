import {
  Button,
  HeaderBar,
  HeaderSearch,
  Main,
  MobileBottomBar,
  MobileHeader,
  NotificationsButton,
  Sidebar,
  SkipLink,
  UserMenu,
  cn,
  useCommandPaletteShortcut,
  useMediaQuery,
  type BottomBarItem,
  type CommandPaletteGroup,
  type NavSection,
} from '@lp/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// The palette (cmdk) loads when it first opens, so the shell's first paint does not carry it.
const CommandPalette = lazy(() =>
  import('@lp/ui/command-palette').then((m) => ({ default: m.CommandPalette })),
);
import { NavIcon } from './nav-icon';

type SearchHandler = Parameters<typeof HeaderSearch>[0]['onSearch'];

export interface AppShellUser {
  firstName: string;
  lastName?: string;
  email: string;
  avatar?: string;
}

export interface AppShellProps {
  /** The deployment's product name, beside the logo. */
  productName: string;
  /** The header title (spec 1 section 2.3). */
  title: string;
  /** `dashboard` gives the dashboard page its black background (spec 1 section 2.1). @default 'default' */
  variant?: 'default' | 'dashboard';
  user: AppShellUser;
  /** The active role, for the sidebar's teacher-only and admin-only filtering. */
  role: string;
  /** The mobile menu's role label: Teacher, Admin, Superuser or Student. */
  roleLabel: string;
  /** The current path, marked with aria-current everywhere it appears. */
  activeHref: string;
  /** Sidebar sections (LEARNING, CAREER HUB, SOCIAL, ADMIN). */
  sections: NavSection[];
  /** The SETTINGS block at the bottom of the sidebar. */
  settings?: NavSection;
  /** The mobile side menu's entries, in order. */
  mobileMenu: Array<{ id: string; label: string; href: string; icon?: ReactNode }>;
  /** The mobile bottom bar's entries. */
  bottomBar: BottomBarItem[];
  /** The command palette's groups (navigation, actions, sign out). */
  paletteGroups: CommandPaletteGroup[];
  paletteOpen: boolean;
  onPaletteOpenChange: (open: boolean) => void;
  /** The remembered sidebar toggle. @default false */
  sidebarExpanded?: boolean;
  onSidebarExpandedChange?: (expanded: boolean) => void;
  onSearch: SearchHandler;
  onSignOut: () => void;
  onSettings: () => void;
  /** The Featured Event entry (spec 1 section 2.3). @default '/live' */
  featuredEventHref?: string;
  /** @default 'Featured Event' */
  featuredEventLabel?: string;
  /** Unread notifications. @default 0 */
  notificationCount?: number;
  /** Name of the header button that opens the palette. @default 'Open command palette' */
  paletteLabel?: string;
  children: ReactNode;
}

/** The signed-in frame of every page: sidebar, header, mobile header and menu, bottom bar, palette, content. */
export function AppShell({
  productName,
  title,
  variant = 'default',
  user,
  role,
  roleLabel,
  activeHref,
  sections,
  settings,
  mobileMenu,
  bottomBar,
  paletteGroups,
  paletteOpen,
  onPaletteOpenChange,
  sidebarExpanded = false,
  onSidebarExpandedChange,
  onSearch,
  onSignOut,
  onSettings,
  featuredEventHref = '/live',
  featuredEventLabel = 'Featured Event',
  notificationCount = 0,
  paletteLabel = 'Open command palette',
  children,
}: AppShellProps) {
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // Ctrl/Cmd+K focuses the header search where it is shown (spec 1 section 2.3) and opens the
  // palette where it is not; Ctrl/Cmd+J opens the palette everywhere (docs/decisions/0005).
  const searchShown = useMediaQuery('(min-width: 1024px)');
  const openPalette = () => onPaletteOpenChange(true);
  const [paletteLoaded, setPaletteLoaded] = useState(paletteOpen);
  if (paletteOpen && !paletteLoaded) setPaletteLoaded(true); // then stays mounted for its close animation
  useCommandPaletteShortcut(openPalette, { key: 'j' });
  useCommandPaletteShortcut(openPalette, { enabled: !searchShown });
  const logo = (
    <span className="flex items-center gap-2 font-semibold">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-md bg-primary text-on-primary"
      >
        {productName.slice(0, 1)}
      </span>
      <span className="truncate">{productName}</span>
    </span>
  );

  return (
    <div
      data-slot="app-shell"
      data-variant={variant}
      className={cn('flex min-h-dvh bg-surface text-text', variant === 'dashboard' && 'dark')}
    >
      <SkipLink />
      <div className="sticky top-0 h-dvh">
        <Sidebar
          sections={sections}
          settings={settings}
          role={role}
          activeHref={activeHref}
          expanded={sidebarExpanded}
          onExpandedChange={onSidebarExpandedChange}
          logo={logo}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col bg-surface">
        <MobileHeader
          userName={userName || user.email}
          avatarSrc={user.avatar}
          title={title}
          roleLabel={roleLabel}
          onSignOut={onSignOut}
          menu={
            <nav aria-label="Menu">
              <ul className="flex flex-col gap-1">
                {mobileMenu.map((item) => (
                  <li key={item.id}>
                    <a
                      href={item.href}
                      aria-current={item.href === activeHref ? 'page' : undefined}
                      className="flex items-center gap-3 rounded-md px-3 py-2 text-text hover:bg-primary-subtle aria-[current=page]:bg-primary-subtle aria-[current=page]:text-primary-text [&_svg]:size-5"
                    >
                      {item.icon}
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
        <HeaderBar
          className="max-md:hidden"
          title={title}
          end={
            <>
              <HeaderSearch onSearch={onSearch} shortcut={searchShown} className="max-lg:hidden" />
              <Button
                variant="ghost"
                size="icon"
                aria-label={paletteLabel}
                aria-keyshortcuts="Control+J Meta+J"
                onClick={openPalette}
              >
                <NavIcon name="search" />
              </Button>
              <Button href={featuredEventHref} variant="ghost" size="sm">
                <NavIcon name="live" />
                {featuredEventLabel}
              </Button>
              <NotificationsButton count={notificationCount} />
              <UserMenu
                firstName={user.firstName}
                lastName={user.lastName}
                email={user.email}
                avatarSrc={user.avatar}
                onSettings={onSettings}
                onSignOut={onSignOut}
              />
            </>
          }
        />
        <Main className="flex-1 px-4 pb-24 md:px-6 md:pb-8">{children}</Main>
        <MobileBottomBar items={bottomBar} activeHref={activeHref} />
      </div>
      {paletteLoaded && (
        <Suspense fallback={null}>
          <CommandPalette
            open={paletteOpen}
            onOpenChange={onPaletteOpenChange}
            groups={paletteGroups}
          />
        </Suspense>
      )}
    </div>
  );
}
