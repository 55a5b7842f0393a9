import { useAppServices } from '../../app-context';
import * as appAuthMessages from '@lp/locales/en/app-auth';
import { ConfirmEmail } from '@lp/patterns';
import { useMessages } from '@lp/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authMessages } from '../../data/account-api';
import { flowMessage } from '../../data/auth';
import { useAuthApi } from '../../data/use-auth-api';
import { useAuthText } from './use-auth-text';

/** /auth/register/confirm-email. Resend works when the address is known (came from sign-up); otherwise it only logs. */
export default function ConfirmEmailScreen() {
  const authText = useAuthText(appAuthMessages);
  const auth = useAuthApi();
  const text = useMessages(appAuthMessages);
  const { config } = useAppServices();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const resend = async () => {
    if (!email) {
      console.info('Resend Verification Email: no address known on this page');
      return;
    }
    setResending(true);
    setError(undefined);
    try {
      await auth.resendVerification(email);
      setNotice(text.confirmationResent);
    } catch (failure) {
      setError(flowMessage(failure, authMessages.resendFailed));
    } finally {
      setResending(false);
    }
  };

  return (
    <ConfirmEmail
      privacyHref={config.privacyUrl}
      contactHref={config.contactUrl}
      email={email}
      onResend={() => void resend()}
      resending={resending}
      error={authText(error)}
      notice={notice}
    />
  );
}
