import { anyValue as anything, isRecord } from '@lp/contract';
import type { ApiClient } from './api-client';
import type { Session } from './session';

/**
 * Signs out: calls the server, then always clears local data (failure is only logged).
 * `atProvider` (the university signs in through its own provider, issue 33): the provider's
 * sign-out call, which ends the same session and answers where the provider's own sign-out
 * continues, when the university turned that on; resolves with that address, or null. Its own
 * module: the shell needs this call alone of the account calls (account-api.ts).
 */
export async function signOut(
  api: ApiClient,
  session: Session,
  options: { atProvider?: boolean } = {},
): Promise<string | null> {
  try {
    if (!options.atProvider) {
      await api.post('/auth/logout', { schema: anything });
      return null;
    }
    const { data } = await api.post('/auth/oidc/logout', { schema: anything });
    const continueAt = isRecord(data) ? data.redirectTo : null;
    return typeof continueAt === 'string' ? continueAt : null;
  } catch (error) {
    console.error('Sign-out call failed; local data is cleared anyway', error);
    return null;
  } finally {
    session.clear();
  }
}
