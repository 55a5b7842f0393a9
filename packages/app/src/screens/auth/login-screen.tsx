import { activeLocale } from '../../data/translations';
import { loadSignedInShell } from '../../routes/app-routes';
import { publicPaths } from '../../routes/public-paths';
import { LoginForm } from '@lp/patterns';
import * as appSignInMessages from '@lp/locales/en/app-sign-in';
import { useState } from 'react';
import { useActionData, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppServices } from '../../app-context';
import { flowMessage, signInMessages, signInWithPassword } from '../../data/auth';
import type { FormFailure } from './auth.actions';
import { useBrandIdentity } from './use-brand-identity';
import { useProviderSignIn } from './use-provider-sign-in';
import { useAuthText } from './use-auth-text';

/** /auth/login, and the page /auth/verify-email draws under its confirmation (verify-email-screen.tsx). */
export default function LoginScreen() {
  const authText = useAuthText(appSignInMessages);
  const brand = useBrandIdentity();
  const { api, session } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A form sent before the script ran comes back with its message and e-mail (auth.actions.ts).
  const sent = useActionData<FormFailure | undefined>();
  const [error, setError] = useState<string | undefined>(sent?.error);
  const providerSignIn = useProviderSignIn(params);

  return (
    <LoginForm
      {...brand}
      forgotPasswordHref={publicPaths.forgotPassword()}
      registerHref={publicPaths.register()}
      {...providerSignIn}
      error={authText(error)}
      defaultValues={{ email: sent?.values.email ?? '', password: '' }}
      onSubmit={async (values) => {
        setError(undefined);
        // The shell's code loads while the sign-in request runs: no blank frame after it.
        void loadSignedInShell();
        try {
          const user = await signInWithPassword(api, session, values);
          // An account in another language than this page's: the server draws the next page in
          // it (messages, `<html lang dir>`), so that one is a page load, not a route change.
          if (user.locale && user.locale !== activeLocale())
            window.location.replace(publicPaths.dashboard());
          else navigate(publicPaths.dashboard(), { replace: true });
        } catch (failure) {
          setError(
            flowMessage(failure, signInMessages.loginFailed, signInMessages.loginUnexpected),
          );
        }
      }}
    />
  );
}
