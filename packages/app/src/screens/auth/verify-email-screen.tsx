import * as appAuthMessages from '@lp/locales/en/app-auth';
import { Banner, useMessages } from '@lp/ui';
import { useSearchParams } from 'react-router-dom';
import LoginScreen from './login-screen';
import { CONFIRMATION_PARAM } from './verify-email.loader';

/**
 * /auth/verify-email: where the link in the confirmation e-mail lands once its loader has used
 * the token. It says how that went and shows the sign-in form below (the form posts to the
 * sign-in action). Its own module, so the sign-in page does not carry it.
 */
export default function VerifyEmailScreen() {
  const text = useMessages(appAuthMessages);
  const outcome = useSearchParams()[0].get(CONFIRMATION_PARAM);

  return (
    <>
      {outcome === 'confirmed' || outcome === 'invalid' ? (
        <Banner
          variant={outcome === 'confirmed' ? 'success' : 'error'}
          className="mx-auto mt-6 max-w-md"
        >
          {outcome === 'confirmed' ? text.emailConfirmed : text.confirmationInvalid}
        </Banner>
      ) : null}
      <LoginScreen />
    </>
  );
}
