import { OIDC_CALLBACK_PATH } from '@lp/contract';
import { signInMessages } from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { registerOidcRoutes } from './oidc-routes';
import { createProviderClients } from './provider-client';
import { createProviderSettingsStore, publicSignInOf } from './provider-settings';
import { registerProviderSettingsRoutes } from './provider-settings-routes';
import { createSecretBox } from './secret-box';

/** Roles that always sign in with a password, so a broken provider locks nobody out. */
const ALWAYS_LOCAL = ['admin', 'superuser', 'university_admin'];

/** Sign-in through the universities' own providers: settings, the flow and sign-out (issue 33). */
export function registerSignInProviders(
  app: FastifyInstance,
  context: AppContext,
  options: { secretKey?: string },
): void {
  const secrets = createSecretBox(options.secretKey);
  registerProviderSettingsRoutes(app, context, secrets);
  registerOidcRoutes(app, context, createProviderClients(secrets));
}

/**
 * The provider's callback carries the authorization code in its address: the request log
 * leaves it out (the route writes its own line, without the code), so no log holds a token.
 */
export function carriesProviderCode(url: string | undefined): boolean {
  return !!url && url.split('?', 1)[0] === OIDC_CALLBACK_PATH;
}

/** What a university's pages are told about signing in (the deployment config's `signIn`). */
export async function publicSignInOfUniversity(db: Db, universityId: string) {
  return publicSignInOf(await createProviderSettingsStore(db).of(universityId));
}

/** Whether any university has a sign-in provider (a production start then needs the key). */
export async function signInProvidersStored(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_providers')
    .select('university_id')
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/**
 * A password sign-in where the university switched local passwords off: refused, unless the
 * account is an administrator's. Asked once the password matched, like the suspension checks.
 */
export async function refuseLocalPasswordWhereOff(
  context: Pick<AppContext, 'db'>,
  user: { roles: string[]; university_id: string },
): Promise<void> {
  if (user.roles.some((role) => ALWAYS_LOCAL.includes(role.toLowerCase()))) return;
  const signIn = await publicSignInOfUniversity(context.db, user.university_id);
  if (!signIn.localPasswords) throw new ApiError(403, signInMessages.localPasswordsOff);
}
