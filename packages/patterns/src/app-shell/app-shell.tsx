import {
  Button,
  HeaderBar,
  HeaderSearch,
  Link,
  Main,
  MobileBottomBar,
  MobileHeader,
  NotificationsButton,
  Sidebar,
  SkipLink,
  UserMenu,
  cn,
  preloadable,
  useCommandPaletteShortcut,
  useMediaQuery,
  useMessages,
  type BottomBarItem,
  type CommandPaletteGroup,
  type NavSection,
} from '@lp/ui';
import * as appShellMessages from '@lp/locales/en/app-shell';
import { Radio, Search } from '@lp/ui/icons';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { BrandMark } from '../brand-mark';
import type { LanguageChoice } from './language-choice';

// The palette (cmdk) loads when it first opens, so the shell's first paint does not carry it.
const LanguageMenuItems = lazy(() => import('./language-menu-items'));
const CommandPalette = lazy(() =>
  import('@lp/ui/command-palette').then((m) => ({ default: m.CommandPalette })),
);
// The phone's search sheet (a Radix dialog) loads on first use, like the side menu.
const MobileSearchSheet = preloadable('app-shell/mobile-search-sheet', () =>
  import('./mobile-search-sheet').then((m) => m.MobileSearchSheet),
);

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
  /** The university's logo; without one (or when it fails to load) a letter tile stands in. */
  logoUrl?: string;
  /** The header title (spec 1 section 2.3). */
  title: string;
  /** `dashboard` gives the dashboard page its black background (spec 1 section 2.1). @default 'default' */
  variant?: 'default' | 'dashboard';
  user: AppShellUser;
  /** The mobile menu's role label: Teacher, Admin, Superuser or Student. */
  roleLabel: string;
  /** The current path, marked with aria-current everywhere it appears. */
  activeHref: string;
  /** Sidebar sections (LEARNING, CAREER HUB, SOCIAL, ADMIN), already filtered to what the role may see. */
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
  /** The current search (the `q` of /search), shown in the search box; empty on other pages. @default '' */
  searchQuery?: string;
  /** The phone header's search button, and the title of the search sheet it opens. @default 'Search' */
  mobileSearchLabel?: string;
  onSignOut: () => void;
  onSettings: () => void;
  /** Where the Featured Event entry leads (spec 1 section 2.3: the app's /live). */
  featuredEventHref: string;
  /** @default 'Featured Event' */
  featuredEventLabel?: string;
  /** Unread notifications. @default 0 */
  notificationCount?: number;
  /** Name of the header button that opens the palette. @default 'Open command palette' */
  paletteLabel?: string;
  /** The languages of the user menu (issue 34); absent, or only one: no choice is shown. */
  languages?: LanguageChoice;
  children: ReactNode;
}

// The active entry uses the brand pair the theme engine keeps at 4.5:1 or more in every brand
// and mode (bg-primary with text-on-primary); the others tint on hover.
const menuLinkClasses = cn(
  'flex items-center gap-3 rounded-md px-3 py-2 text-text',
  'not-aria-[current=page]:hover:bg-primary-subtle',
  'aria-[current=page]:bg-primary aria-[current=page]:font-medium aria-[current=page]:text-on-primary',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'forced-colors:aria-[current=page]:outline forced-colors:aria-[current=page]:outline-[Highlight]',
);

/**
 * A key for the header's search box, which keeps what is typed in its own state: it changes
 * when the current search changes from elsewhere (another page, the browser's back button), so
 * the box shows it, but not after the box's own search, so the box keeps its focus.
 */
function useSearchBoxKey(searchQuery: string) {
  const [state, setState] = useState({ shown: searchQuery, typed: searchQuery, key: 0 });
  if (state.shown !== searchQuery) {
    setState({
      shown: searchQuery,
      typed: searchQuery,
      key: searchQuery === state.typed ? state.key : state.key + 1,
    });
  }
  return {
    key: state.key,
    submitted: (query: string) => setState((current) => ({ ...current, typed: query })),
  };
}

/** The signed-in frame of every page: sidebar, header, mobile header and menu, bottom bar, palette, content. */
export function AppShell(allProps: AppShellProps) {
  const text = useMessages(appShellMessages);
  const {
    productName,
    logoUrl,
    title,
    variant = 'default',
    user,
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
    searchQuery = '',
    mobileSearchLabel = text.mobileSearchLabel,
    onSignOut,
    onSettings,
    featuredEventHref,
    featuredEventLabel = text.featuredEventLabel,
    notificationCount = 0,
    paletteLabel = text.paletteLabel,
    languages,
    children,
  } = allProps;
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // Ctrl/Cmd+K focuses the header search where it is shown (spec 1 section 2.3) and opens the
  // palette where it is not; Ctrl/Cmd+J opens the palette everywhere (docs/decisions/0005).
  const searchShown = useMediaQuery('(min-width: 1024px)');
  const openPalette = () => onPaletteOpenChange(true);
  const [paletteLoaded, setPaletteLoaded] = useState(paletteOpen);
  if (paletteOpen && !paletteLoaded) setPaletteLoaded(true); // then stays mounted for its close animation
  useCommandPaletteShortcut(openPalette, { key: 'j' });
  useCommandPaletteShortcut(openPalette, { enabled: !searchShown });
  const searchBoxKey = useSearchBoxKey(searchQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  // The sheet renders once its code is here (so it never suspends), then stays mounted for its
  // close animation; asked for before that, it opens as soon as the code arrives.
  const [searchReady, setSearchReady] = useState(MobileSearchSheet.isLoaded);
  const loadSearch = () => {
    MobileSearchSheet.preload().then(
      () => setSearchReady(true),
      () => {}, // a failed download leaves the button as it is rather than breaking the page
    );
  };
  const search: SearchHandler = (query, filter) => {
    searchBoxKey.submitted(query);
    onSearch(query, filter);
  };
  const logo = (
    <span className="flex items-center gap-2 font-semibold">
      <BrandMark productName={productName} logoUrl={logoUrl} />
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
          activeHref={activeHref}
          expanded={sidebarExpanded}
          onExpandedChange={onSidebarExpandedChange}
          logo={logo}
          logoMark={<BrandMark productName={productName} logoUrl={logoUrl} size="sm" />}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col bg-surface">
        <MobileHeader
          userName={userName || user.email}
          avatarSrc={user.avatar}
          title={title}
          roleLabel={roleLabel}
          onSignOut={onSignOut}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          end={
            <Button
              ref={searchButton}
              variant="ghost"
              size="icon"
              aria-label={mobileSearchLabel}
              aria-haspopup="dialog"
              aria-expanded={searchOpen}
              data-slot="app-shell-mobile-search-button"
              onPointerEnter={loadSearch}
              onFocus={loadSearch}
              onClick={() => {
                loadSearch();
                setSearchOpen(true);
              }}
            >
              <Search aria-hidden="true" />
            </Button>
          }
          menu={
            <nav aria-label={text.menuLabel}>
              <ul className="flex flex-col gap-1">
                {mobileMenu.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={item.href}
                      aria-current={item.href === activeHref ? 'page' : undefined}
                      data-slot="app-shell-menu-link"
                      className={menuLinkClasses}
                      // The page changes under the menu: close it, as a followed link would.
                      onClick={() => setMenuOpen(false)}
                    >
                      {/* Always there, so labels line up whether or not an entry has an icon. */}
                      <span
                        aria-hidden="true"
                        data-slot="app-shell-menu-icon"
                        className="flex size-5 shrink-0 items-center justify-center [&_svg]:size-5"
                      >
                        {item.icon}
                      </span>
                      <span data-slot="app-shell-menu-label">{item.label}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          }
        />
        {searchReady && (
          <MobileSearchSheet
            open={searchOpen}
            onOpenChange={setSearchOpen}
            // Not `search`: the header's own box (hidden on a phone) then follows the new query.
            onSearch={onSearch}
            defaultQuery={searchQuery}
            title={mobileSearchLabel}
            returnFocusTo={searchButton}
          />
        )}
        <HeaderBar
          className="max-md:hidden"
          title={title}
          end={
            <>
              <HeaderSearch
                key={searchBoxKey.key}
                onSearch={search}
                defaultQuery={searchQuery}
                shortcut={searchShown}
                className="max-lg:hidden"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={paletteLabel}
                aria-keyshortcuts="Control+J Meta+J"
                onClick={openPalette}
              >
                <Search aria-hidden="true" />
              </Button>
              <Button href={featuredEventHref} variant="ghost" size="sm">
                <Radio aria-hidden="true" />
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
              >
                {languages && languages.options.length > 1 ? (
                  <Suspense fallback={null}>
                    <LanguageMenuItems {...languages} />
                  </Suspense>
                ) : null}
              </UserMenu>
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
