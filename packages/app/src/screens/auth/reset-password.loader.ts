import { redirect } from 'react-router-dom';
import { createAuthApi } from '../../data/account-api';
import { publicPaths } from '../../routes/public-paths';
import type { ScreenLoader } from '../../routes/route-types';

/** The data-cache key of a reset token's check: what the screen reads of its loader's data. */
export const resetTokenKey = (token: string) =>
  `/auth/verify-token?tokenType=RESET_PASSWORD&token=${encodeURIComponent(token)}`;

/**
 * The reset page verifies its token on load (spec 1 §2.6): an expired one goes to
 * /auth/expired-link before anything is drawn (on the server, a 302), a good one is drawn with
 * its form, so the form works before the app's script has run. A check that failed is left to
 * the screen, which checks again and says so. It waits for the answer: this page is opened
 * from an e-mail, by address, not in the middle of the app.
 */
export const loader: ScreenLoader = async ({ request, services }) => {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return null;
  let expired: boolean;
  try {
    expired = await createAuthApi(services.api, services.session).isResetTokenExpired(token);
  } catch {
    return null;
  }
  if (expired) throw redirect(publicPaths.expiredLink());
  return { [resetTokenKey(token)]: { isExpired: false } };
};
