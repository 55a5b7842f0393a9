import { codedMessages } from '@lp/contract';
import * as appSignInMessages from '@lp/locales/en/app-sign-in';
import type { LoginRequest } from '@lp/contract/api';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import type { Session } from './session';

// The answer's schema loads with the call, so the sign-in page does not carry zod.
export const loginResponseSchema = () =>
  import('@lp/contract/api').then((m) => m.loginResponseSchema);

/**
 * Signing in's messages (spec 1 section 8), from the `app-sign-in` catalogue: coded, so the
 * screen shows them in the page's language (`useAuthText`) and the sign-in action that runs on
 * the server returns the same English text. The other flows' are `authMessages`
 * (account-api.ts), which the sign-in page does not carry.
 */
export const signInMessages = /* @__PURE__ */ codedMessages(appSignInMessages);

/**
 * What a person sees when an account call fails: the flow's own message from the spec's
 * catalogue when the server refused, its "unexpected" message when there was no usable
 * answer, and the server's own words when it asks them to wait (rate limit).
 */
export function flowMessage(error: unknown, failed: string, unexpected = failed): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return error.message;
    return error.kind === 'http' ? failed : unexpected;
  }
  return unexpected;
}

/**
 * Signs in with an e-mail and password (spec 1 section 7) and keeps the session. The other
 * account calls are in account-api.ts: the sign-in page, which most people open first, carries
 * this one alone.
 */
export async function signInWithPassword(api: ApiClient, session: Session, values: LoginRequest) {
  const { data } = await api.post('/auth/login', {
    body: values,
    schema: loginResponseSchema,
    csrf: false,
  });
  // With the account's language (issue 34), which the caller compares with the page's.
  return { ...session.signIn(data), locale: data.locale };
}
