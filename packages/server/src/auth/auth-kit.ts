import type { AppContext } from '../context';
import { mailMessages } from '../mail/messages';
import { localeOfUser } from '../mail/recipient-locale';
import { createTokenStore, TOKEN_LIFETIME_MS } from './one-time-tokens';
import { userAppUrl } from '../tenancy/university-links';
import { countUsersByUniversity } from './users';

export const API = '/api/v1/auth';
/** Routes that use no session and take no CSRF header (docs/api.md says why). */
export const PUBLIC = { auth: 'none', csrf: false } as const;

/** What the auth route modules share: the token store, app links, and two side effects. */
export function createAuthKit(context: AppContext) {
  const tokens = createTokenStore(context.db, context.now);
  /** A one-time link on the app's address (`base`: a university's own, universityAppUrl). */
  const link = (path: string, token: string, base = context.appUrl) =>
    `${base}${path}?token=${encodeURIComponent(token)}`;

  return {
    tokens,
    link,
    async publishUserTotal() {
      context.presence.setTotalUsers(await countUsersByUniversity(context.db));
    },
    async sendVerification(email: string, userId: string, firstName: string) {
      const { token } = await tokens.issue('EMAIL_VERIFICATION', {
        email,
        userId,
        role: null,
        createdBy: null,
      });
      const hours = TOKEN_LIFETIME_MS.EMAIL_VERIFICATION / 3_600_000;
      const base = await userAppUrl(context, userId);
      await context.mailer.send(
        mailMessages.verifyEmail(
          email,
          firstName,
          link('/auth/verify-email', token, base),
          hours,
          await localeOfUser(context.db, userId),
        ),
      );
    },
  };
}

export type AuthKit = ReturnType<typeof createAuthKit>;
