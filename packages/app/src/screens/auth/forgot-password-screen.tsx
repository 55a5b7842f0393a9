import * as appAuthMessages from '@lp/locales/en/app-auth';
import { publicPaths } from '../../routes/public-paths';
import { CheckYourEmail, ForgotPassword } from '@lp/patterns';
import { useState } from 'react';
import { useActionData, useLocation, useNavigate } from 'react-router-dom';
import { authMessages } from '../../data/account-api';
import { flowMessage } from '../../data/auth';
import { useAuthApi } from '../../data/use-auth-api';
import type { FormFailure } from './auth.actions';
import { useBrandIdentity } from './use-brand-identity';
import { useAuthText } from './use-auth-text';

/** /auth/forgot-password and its enter-email step: ask for the address, then show 'Check Your Email'. */
export default function ForgotPasswordScreen() {
  const authText = useAuthText(appAuthMessages);
  const brand = useBrandIdentity();
  const auth = useAuthApi();
  // A form sent before the script ran comes back with its message and e-mail (auth.actions.ts).
  const sent = useActionData<FormFailure | undefined>();
  const [error, setError] = useState<string | undefined>(sent?.error);
  return (
    <ForgotPassword
      {...brand}
      loginHref={publicPaths.login()}
      error={authText(error)}
      defaultValues={{ email: sent?.values.email ?? '' }}
      onSubmit={async ({ email }) => {
        setError(undefined);
        try {
          await auth.forgotPassword(email.trim());
        } catch (failure) {
          setError(flowMessage(failure, authMessages.forgotFailed, authMessages.forgotUnexpected));
          throw failure; // stay on step 1 with what was typed
        }
      }}
      onResend={() => console.info('Resend reset email: not implemented (spec 1 section 2.6)')}
    />
  );
}

/** /auth/forgot-password/step/confirmation reached directly: the confirmation step on its own. */
export function ForgotPasswordConfirmationScreen() {
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <CheckYourEmail
      email={email}
      onResend={() => console.info('Resend reset email: not implemented (spec 1 section 2.6)')}
      onBack={() => navigate(publicPaths.forgotPassword())}
    />
  );
}
