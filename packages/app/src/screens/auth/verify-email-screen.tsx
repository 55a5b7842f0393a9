import * as appAuthMessages from '@lp/locales/en/app-auth';
import { Banner, useMessages } from '@lp/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppServices } from '../../app-context';
import { createAuthApi } from '../../data/account-api';
import LoginScreen from './login-screen';

/**
 * /auth/verify-email: the link in the confirmation e-mail. It confirms the address with the
 * link's token, says how that went, and shows the sign-in form below. Its own module, so the
 * sign-in page does not carry the confirmation.
 */
export default function VerifyEmailScreen() {
  const { api, session } = useAppServices();
  const text = useMessages(appAuthMessages);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  useEffect(() => {
    if (!token) return;
    let active = true;
    createAuthApi(api, session)
      .verifyEmail(token)
      .then(() => active && setNotice({ tone: 'success', text: text.emailConfirmed }))
      .catch(() => active && setNotice({ tone: 'error', text: text.confirmationInvalid }));
    return () => {
      active = false;
    };
  }, [api, session, token, text]);

  return (
    <>
      {notice ? (
        <Banner variant={notice.tone} className="mx-auto mt-6 max-w-md">
          {notice.text}
        </Banner>
      ) : null}
      <LoginScreen />
    </>
  );
}
