import * as appAuthMessages from '@lp/locales/en/app-auth';
import { Banner, useMessages } from '@lp/ui';
import { useSearchParams } from 'react-router-dom';
import LoginScreen from './login-screen';
import { CONFIRMATION_PARAM, type ConfirmationOutcome } from './verify-email.loader';

/** What the page says for each way the confirmation link went. */
const BANNERS = {
  confirmed: { variant: 'success', message: 'emailConfirmed' },
  invalid: { variant: 'error', message: 'confirmationInvalid' },
} as const satisfies Record<ConfirmationOutcome, object>;

const isOutcome = (value: string | null): value is ConfirmationOutcome =>
  value !== null && Object.hasOwn(BANNERS, value);

/**
 * /auth/verify-email: where the link in the confirmation e-mail lands once its loader has used
 * the token. It says how that went and shows the sign-in form below (the form posts to the
 * sign-in action). Its own module, so the sign-in page does not carry it.
 */
export default function VerifyEmailScreen() {
  const text = useMessages(appAuthMessages);
  const outcome = useSearchParams()[0].get(CONFIRMATION_PARAM);
  const banner = isOutcome(outcome) ? BANNERS[outcome] : null;

  return (
    <>
      {banner ? (
        <Banner variant={banner.variant} className="mx-auto mt-6 max-w-md">
          {text[banner.message]}
        </Banner>
      ) : null}
      <LoginScreen />
    </>
  );
}
