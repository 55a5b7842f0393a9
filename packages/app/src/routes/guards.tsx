import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { useSessionUser } from '../data/use-session';
import { SIGNED_IN_HOME, SIGN_IN_PATH } from './public-routes';
import { LazyShellFrame } from './shell-frame';

/**
 * Public-only routes: a signed-in user goes to /dashboard (spec 2 section 2.1). Meanwhile the
 * shell's frame shows, so signing in never leaves a blank page while the shell's code arrives.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useSessionUser();
  if (user)
    return (
      <>
        <Navigate to={SIGNED_IN_HOME} replace />
        <LazyShellFrame fallback={children} />
      </>
    );
  return children;
}

/** Protected routes: a signed-out visitor is logged out (stored user cleared) and sent to sign in. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSessionUser();
  const { session } = useAppServices();
  const location = useLocation();
  useEffect(() => {
    if (!user) session.clear();
  }, [user, session]);
  if (!user) return <Navigate to={SIGN_IN_PATH} replace state={{ from: location.pathname }} />;
  return children;
}
