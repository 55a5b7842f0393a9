import type { AppContext } from '../context';
import { mailMessages } from '../mail/messages';
import { universityAppUrl } from '../tenancy/university-links';
import type { UniversityRow } from '../tenancy/university-repository';
import type { AuthKit } from './auth-kit';
import { TOKEN_LIFETIME_MS } from './one-time-tokens';

/**
 * Invites an address into a university with a role: a single-use token, and an e-mail whose
 * link opens the university's own host, so the invitee lands on its brand. Used by the admins'
 * invitations and by a new university's first administrator.
 */
export async function sendInvitation(
  context: AppContext,
  kit: AuthKit,
  invitation: {
    email: string;
    role: string;
    university: UniversityRow;
    inviter: { id: string; firstName: string; lastName: string };
  },
): Promise<{ expiresAt: Date }> {
  const { email, role, university, inviter } = invitation;
  const { token, expiresAt } = await kit.tokens.issue('INVITATION', {
    email,
    userId: null,
    role,
    createdBy: inviter.id,
    universityId: university.id,
  });
  const days = TOKEN_LIFETIME_MS.INVITATION / 86_400_000;
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
  const link = kit.link('/auth/invite', token, universityAppUrl(context, university));
  await context.mailer.send(
    mailMessages.invitation(
      email,
      inviterName,
      role,
      link,
      days,
      university.name,
      // The invitee has no account yet: the university's language.
      university.default_locale,
    ),
  );
  return { expiresAt };
}
