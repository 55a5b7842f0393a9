import { canAccess } from '@lp/contract';
import { AppShell } from '@lp/patterns';
import {
  DirectionProvider,
  preloadable,
  ToastProvider,
  useMessages,
  useTheme,
  useToast,
} from '@lp/ui';
import { Suspense, useMemo, useState } from 'react';
import {
  Outlet,
  useLocation,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from 'react-router-dom';
import { useAppServices } from '../app-context';
import { readSidebarCollapsed, writeSidebarCollapsed } from '../data/preferences';
import { localStore } from '../data/safe-storage';
import { signOut as signOutOfSession } from '../data/sign-out';
import { languageOptions, saveLanguage } from '../data/language-choice';
import { useSessionUser } from '../data/use-session';
import { useDocumentTitle } from './layouts';
import { headerTitleFor } from './navigation';
import { paths, withQuery } from './paths';
import { routes } from './route-table';
import { routeMessages } from './route-text';
import { shellNavigation } from './shell-navigation';
import { paletteGroups } from './use-palette-groups';
import { usePresenceBeacon } from './use-presence-beacon';

// Only admins and superusers can impersonate: everyone else's pages never load the banner.
const ImpersonationBar = preloadable('app/impersonation-bar', () =>
  import('./impersonation-bar').then((m) => m.default),
);

/** The signed-in layout: the AppShell with everything derived from the route table. */
export function SignedInLayout() {
  // The page's direction (`<html dir>`) for Radix parts and ui's keyboard code. Here rather than
  // around the whole app: the sign-in pages have no part that turns with it, and the provider
  // would add 0.8 kB to the sign-in page's script (its ceiling, scripts/route-sizes.ts).
  return (
    <DirectionProvider>
      <ToastProvider>
        <SignedInShell />
      </ToastProvider>
    </DirectionProvider>
  );
}

function SignedInShell() {
  useDocumentTitle(routeMessages);
  usePresenceBeacon();
  const { config, session, api, translations } = useAppServices();
  const text = useMessages(routeMessages);
  const { user, role } = useSessionUser();
  const { toggleMode } = useTheme();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [expanded, setExpandedState] = useState(() => !readSidebarCollapsed(localStore));

  const setExpanded = (next: boolean) => {
    setExpandedState(next);
    writeSidebarCollapsed(localStore, !next);
  };
  const signOut = () => {
    void signOutOfSession(api, session, { atProvider: !!config.signIn?.providerLabel })
      // RP-initiated logout (issue 33): the provider's own sign-out page, a document of its own.
      .then((continueAt) =>
        continueAt
          ? window.location.assign(continueAt)
          : navigate(paths.login(), { replace: true }),
      );
  };
  const navigation = useMemo(
    () => shellNavigation(role, config.sections, text),
    [role, config.sections, text],
  );
  const groups = paletteGroups(
    role,
    {
      navigate: (href) => {
        setPaletteOpen(false);
        navigate(href);
      },
      switchRole: (next) => {
        setPaletteOpen(false);
        session.switchRole(next);
        // The page's access area may answer differently for the new role: ask its loader again.
        void revalidator.revalidate();
        toast({ title: text.switchedRole({ role: next }), variant: 'success' });
      },
      toggleSidebar: () => setExpanded(!expanded),
      toggleTheme: toggleMode,
      signOut: () => {
        setPaletteOpen(false);
        signOut();
      },
    },
    text,
  );

  if (!user) return null; // the SignedIn guard redirects
  return (
    <AppShell
      productName={config.productName}
      logoUrl={config.logoUrl}
      title={headerTitleFor(pathname, undefined, text)}
      variant={pathname === paths.dashboard() ? 'dashboard' : 'default'}
      user={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        avatar: user.avatar,
      }}
      roleLabel={text.roleLabel({ role })}
      activeHref={pathname}
      {...navigation}
      paletteGroups={groups}
      paletteOpen={paletteOpen}
      onPaletteOpenChange={setPaletteOpen}
      sidebarExpanded={expanded}
      onSidebarExpandedChange={setExpanded}
      featuredEventHref={paths.live()}
      searchQuery={pathname === routes.search.path ? (searchParams.get('q') ?? '') : ''}
      onSearch={(query) => navigate(withQuery(paths.search(), { q: query.trim() }))}
      onSignOut={signOut}
      onSettings={() => navigate(paths.settings())}
      languages={{
        current: translations?.locale ?? 'en',
        options: languageOptions(config),
        // Stored on the account, then the page again: the server draws it in the new language.
        onChange: (locale) =>
          void saveLanguage(api, locale).then(
            () => window.location.reload(),
            (error: unknown) =>
              toast({
                variant: 'danger',
                title: error instanceof Error ? error.message : String(error),
              }),
          ),
      }}
    >
      {canAccess('impersonate', role) ? (
        <Suspense fallback={null}>
          <ImpersonationBar />
        </Suspense>
      ) : null}
      <Outlet />
    </AppShell>
  );
}
