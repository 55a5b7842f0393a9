import { SIGN_IN_CLAIM_ROLES, type SignInFailureReason } from '@lp/contract';
import type { AppContext } from '../../context';
import type { UniversityRow } from '../../tenancy/university-repository';
import { findUserByEmail, insertUser } from '../users';
import type { ProviderSettings } from './provider-settings';

/** What the provider said about the person (ID token claims, completed from userinfo). */
export type ProviderClaims = Record<string, unknown> & { sub: string };

/**
 * Stands in for a password on accounts made by a provider: no scrypt hash, so no password
 * ever matches it (security/password.ts), until the person sets one through a reset.
 */
export const NO_PASSWORD = '!sign-in-provider';

export type ProvisionResult =
  | { ok: true; userId: string; created: boolean }
  | { ok: false; reason: SignInFailureReason; cause: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The role the claim maps to: the first mapping whose value the claim holds; else student. */
export function roleFromClaims(settings: ProviderSettings, claims: ProviderClaims): string {
  const claim = claims[settings.roleClaim];
  const values = (Array.isArray(claim) ? claim : [claim]).filter(
    (value): value is string => typeof value === 'string',
  );
  const match = settings.roleMappings.find((mapping) => values.includes(mapping.claimValue));
  return match?.role ?? 'student';
}

function namesOf(claims: ProviderClaims, email: string) {
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = (text(claims.name) || email.split('@')[0] || '').split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}

/** Only a university's own roles are ever set from a claim; an admin's account keeps its roles. */
const setByClaims = (roles: string[]) =>
  roles.every((role) => (SIGN_IN_CLAIM_ROLES as readonly string[]).includes(role));

/**
 * The platform account of a provider's person (issue 33, item 2): the one linked to its subject;
 * else an existing account of this university with the same e-mail, linked only when the
 * provider says the e-mail is verified and its domain is allowed; else a new account in this
 * university with the mapped role. Names follow the provider on every sign-in; the role only
 * where the university says so.
 */
export async function provisionAccount(
  context: AppContext,
  university: UniversityRow,
  settings: ProviderSettings,
  issuer: string,
  claims: ProviderClaims,
): Promise<ProvisionResult> {
  const { db } = context;
  const email = text(claims.email).toLowerCase();
  const domain = email.split('@')[1] ?? '';
  if (!email || !domain) return { ok: false, reason: 'account', cause: 'no email claim' };
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain)) {
    return { ok: false, reason: 'domain', cause: `e-mail domain ${domain} not allowed` };
  }
  const verified = claims.email_verified === true;
  const names = namesOf(claims, email);
  const role = roleFromClaims(settings, claims);
  const now = context.now();

  const linked = await db
    .selectFrom('sign_in_identities')
    .innerJoin('users', 'users.id', 'sign_in_identities.user_id')
    .select(['users.id', 'users.roles'])
    .where('sign_in_identities.university_id', '=', university.id)
    .where('sign_in_identities.issuer', '=', issuer)
    .where('sign_in_identities.subject', '=', claims.sub)
    .executeTakeFirst();

  let userId: string;
  let roles: string[];
  let created = false;
  if (linked) {
    userId = linked.id;
    roles = linked.roles;
  } else {
    const existing = await findUserByEmail(db, email);
    if (existing) {
      if (existing.university_id !== university.id)
        return { ok: false, reason: 'account', cause: 'e-mail belongs to another university' };
      if (!verified)
        return { ok: false, reason: 'account', cause: 'e-mail not verified by the provider' };
      userId = existing.id;
      roles = existing.roles;
    } else {
      const inserted = await insertUser(db, {
        universityId: university.id,
        email,
        passwordHash: NO_PASSWORD,
        ...names,
        roles: [role],
        // The provider vouches for the person; the e-mail is the address it gave.
        verifiedAt: now,
        createdAt: now,
      });
      if (!inserted) return { ok: false, reason: 'account', cause: 'e-mail taken meanwhile' };
      userId = inserted;
      roles = [role];
      created = true;
    }
    await db
      .insertInto('sign_in_identities')
      .values({
        university_id: university.id,
        issuer,
        subject: claims.sub,
        user_id: userId,
        created_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  const updateRole =
    !created && settings.updateRoleOnSignIn && setByClaims(roles) && roles[0] !== role;
  await db
    .updateTable('users')
    .set({
      ...(names.firstName || names.lastName
        ? { first_name: names.firstName, last_name: names.lastName }
        : {}),
      ...(updateRole ? { roles: JSON.stringify([role]) } : {}),
    })
    .where('id', '=', userId)
    .execute();
  return { ok: true, userId, created };
}
