import { activeLocale } from '../../data/translations';
import { loadSignedInShell } from '../../routes/app-routes';
import { publicPaths } from '../../routes/public-paths';
import { LoginForm } from '@lp/patterns';
import * as appAuthMessages from '@lp/locales/en/app-auth';
import { Banner, useMessages } from '@lp/ui';
import { useEffect, useState } from 'react';
import { useActionData, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages, flowMessage } from '../../data/auth';
import { useAuthApi } from '../../data/use-auth-api';
import type { FormFailure } from './auth.actions';
import { useBrandIdentity } from './use-brand-identity';
import { useProviderSignIn } from './use-provider-sign-in';
import { useAuthText } from './use-auth-text';

/** /auth/login and /auth/verify-email (which shows the login screen, confirming the e-mail when a token came with it). */
export default function LoginScreen() {
  const authText = useAuthText();
  const brand = useBrandIdentity();
  const text = useMessages(appAuthMessages);
  const auth = useAuthApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A form sent before the script ran comes back with its message and e-mail (auth.actions.ts).
  const sent = useActionData<FormFailure | undefined>();
  const [error, setError] = useState<string | undefined>(sent?.error);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const verificationToken = params.get('token');
  const providerSignIn = useProviderSignIn(params);

  useEffect(() => {
    if (!verificationToken) return;
    let active = true;
    auth
      .verifyEmail(verificationToken)
      .then(
        () =>
          active &&
          setNotice({
            tone: 'success',
            text: text.emailConfirmed,
          }),
      )
      .catch(() => active && setNotice({ tone: 'error', text: text.confirmationInvalid }));
    return () => {
      active = false;
    };
  }, [auth, verificationToken, text]);

  return (
    <>
      {notice ? (
        <Banner variant={notice.tone} className="mx-auto mt-6 max-w-md">
          {notice.text}
        </Banner>
      ) : null}
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
            const user = await auth.login(values);
            // An account in another language than this page's: the server draws the next page in
            // it (messages, `<html lang dir>`), so that one is a page load, not a route change.
            if (user.locale && user.locale !== activeLocale())
              window.location.replace(publicPaths.dashboard());
            else navigate(publicPaths.dashboard(), { replace: true });
          } catch (failure) {
            setError(flowMessage(failure, authMessages.loginFailed, authMessages.loginUnexpected));
          }
        }}
      />
    </>
  );
}
