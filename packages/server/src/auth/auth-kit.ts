import type { AppContext } from '../context';
import { mailMessages } from '../mail/messages';
import { createTokenStore, TOKEN_LIFETIME_MS } from './one-time-tokens';
import { countUsers } from './users';

export const API = '/api/v1/auth';
/** Routes that use no session and take no CSRF header (docs/api.md says why). */
export const PUBLIC = { auth: 'none', csrf: false } as const;

/** What the auth route modules share: the token store, app links, and two side effects. */
export function createAuthKit(context: AppContext) {
  const tokens = createTokenStore(context.db, context.now);
  const link = (path: string, token: string) =>
    `${context.appUrl}${path}?token=${encodeURIComponent(token)}`;

  return {
    tokens,
    link,
    async publishUserTotal() {
      context.presence.setTotalUsers(await countUsers(context.db));
    },
    async sendVerification(email: string, userId: string, firstName: string) {
      const { token } = await tokens.issue('EMAIL_VERIFICATION', {
        email,
        userId,
        role: null,
        createdBy: null,
      });
      const hours = TOKEN_LIFETIME_MS.EMAIL_VERIFICATION / 3_600_000;
      await context.mailer.send(
        mailMessages.verifyEmail(email, firstName, link('/auth/verify-email', token), hours),
      );
    },
  };
}

export type AuthKit = ReturnType<typeof createAuthKit>;
