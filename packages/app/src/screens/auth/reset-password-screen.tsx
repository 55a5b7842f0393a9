import { publicPaths } from '../../routes/public-paths';
import * as appAuthMessages from '@lp/locales/en/app-auth';
import { ResetPasswordForm } from '@lp/patterns';
import { useMessages } from '@lp/ui';
import { useEffect, useState } from 'react';
import { useActionData, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../data/api-error';
import { authMessages } from '../../data/account-api';
import { flowMessage } from '../../data/auth';
import { useAuthApi } from '../../data/use-auth-api';
import type { RouteData } from '../../routes/route-data';
import type { FormFailure } from './auth.actions';
import { resetTokenKey } from './reset-password.loader';
import { useAuthText } from './use-auth-text';

/** The reset form: checks its token on load (expired goes to /auth/expired-link), then sets the new password. */
export default function ResetPasswordScreen() {
  const authText = useAuthText(appAuthMessages);
  const auth = useAuthApi();
  const text = useMessages(appAuthMessages);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  // Checked by the route's loader when it could (on the server, before the page was drawn).
  const loaded = useLoaderData<RouteData | null>();
  const checked = !!token && !!loaded?.[resetTokenKey(token)];
  // A form sent before the script ran comes back with its message (auth.actions.ts).
  const sent = useActionData<FormFailure | undefined>();
  const [verifying, setVerifying] = useState(Boolean(token) && !checked);
  const [tokenError, setTokenError] = useState<string | undefined>(
    token ? undefined : authMessages.noToken,
  );
  const [error, setError] = useState<string | undefined>(sent?.error);

  useEffect(() => {
    if (!token || checked) return;
    let active = true;
    auth
      .isResetTokenExpired(token)
      .then((expired) => {
        if (!active) return;
        if (expired) navigate(publicPaths.expiredLink(), { replace: true });
        else setVerifying(false);
      })
      .catch((failure) => {
        if (!active) return;
        setVerifying(false);
        setTokenError(
          failure instanceof ApiError && failure.kind === 'http'
            ? text.tokenCheckFailed
            : authMessages.verifyFailed,
        );
      });
    return () => {
      active = false;
    };
  }, [auth, checked, navigate, token, text]);

  return (
    <ResetPasswordForm
      requestHref={publicPaths.forgotPassword()}
      loginHref={publicPaths.login()}
      verifying={verifying}
      tokenError={authText(tokenError)}
      error={authText(error)}
      onSubmit={async ({ newPassword }) => {
        if (!token) return;
        setError(undefined);
        try {
          await auth.resetPassword(token, newPassword);
          navigate(publicPaths.resetSuccess(), { replace: true });
        } catch (failure) {
          setError(flowMessage(failure, authMessages.resetFailed, authMessages.resetUnexpected));
        }
      }}
    />
  );
}
