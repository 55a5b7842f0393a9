import { OIDC_START_PATH } from '@lp/contract';
import { useLocation } from 'react-router-dom';
import { useAppServices } from '../../app-context';
import { withQuery } from '../../routes/path-builders';
import { publicPaths } from '../../routes/public-paths';

/** `?local=1` on the sign-in page: the password form, asked for by an administrator. */
export const LOCAL_SIGN_IN_PARAM = 'local';

/**
 * What the sign-in page shows of the university's own provider (issue 33), from its published
 * config: the "Sign in with {label}" button (a link to the flow's start, coming back where
 * the visitor was going, or to the dashboard), and the password form unless the university switched local
 * passwords off. Then only administrators use passwords: the page keeps a link to the form
 * (`?local=1`), and the server refuses everyone else's password sign-in anyway.
 */
export function useProviderSignIn(params: URLSearchParams) {
  const { config } = useAppServices();
  // Where the guard sent the visitor from (routes/guards.tsx); the server checks it again.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const label = config.signIn?.providerLabel;
  if (!label) return {};
  const returnTo = typeof from === 'string' ? from : publicPaths.dashboard();
  const localAsked = params.get(LOCAL_SIGN_IN_PARAM) === '1';
  return {
    provider: { label, href: withQuery(OIDC_START_PATH, { returnTo }) },
    passwordForm: config.signIn?.localPasswords !== false || localAsked,
    localSignInHref: withQuery(publicPaths.login(), { [LOCAL_SIGN_IN_PARAM]: '1' }),
  };
}
