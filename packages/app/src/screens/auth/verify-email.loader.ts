import { redirect } from 'react-router-dom';
import { createAuthApi } from '../../data/account-api';
import { publicPaths } from '../../routes/public-paths';
import type { ScreenLoader } from '../../routes/route-types';

/** The query parameter that says how the confirmation link went, once its token is used. */
export const CONFIRMATION_PARAM = 'confirmation';
export type ConfirmationOutcome = 'confirmed' | 'invalid';

/**
 * /auth/verify-email?token=…: the link in the confirmation e-mail confirms the address when it
 * is opened (on the server before anything is drawn, so it works before the app's script has
 * run), then moves to `?confirmation=confirmed` or `=invalid`. The used token leaves the
 * address: a reload, or the sign-in form below posting to the page, does not spend it again
 * and say the link is invalid. Any failure says the link is invalid, as the page always has.
 */
export const loader: ScreenLoader = async ({ request, services }) => {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return null;
  let outcome: ConfirmationOutcome = 'confirmed';
  try {
    await createAuthApi(services.api, services.session).verifyEmail(token);
  } catch {
    outcome = 'invalid';
  }
  throw redirect(`${publicPaths.verifyEmail()}?${CONFIRMATION_PARAM}=${outcome}`);
};
