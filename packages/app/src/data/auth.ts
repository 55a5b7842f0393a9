import { anyValue as anything, codedMessages, isRecord } from '@lp/contract';
import * as appAuthMessages from '@lp/locales/en/app-auth';
import type {
  AcceptInvitationRequest,
  LoginRequest,
  RegisterRequest,
  TokenType,
} from '@lp/contract/api';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import type { Session } from './session';

// The answers' schemas load with the first call, so the sign-in page does not carry zod.
const schemas = () => import('@lp/contract/api');
const loginResponseSchema = () => schemas().then((m) => m.loginResponseSchema);
const verifyEmailResponseSchema = () => schemas().then((m) => m.verifyEmailResponseSchema);
const verifyTokenResponseSchema = () => schemas().then((m) => m.verifyTokenResponseSchema);

/**
 * The spec's messages for each account flow (spec 1 section 8), from the `app-auth` catalogue:
 * coded, so a screen shows them in the page's language (`useAuthText`) and an action that runs
 * on the server returns the same English text.
 */
export const authMessages = /* @__PURE__ */ codedMessages(appAuthMessages);

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

/** The account calls of spec 1 section 7, on the app's one API client. */
export function createAuthApi(api: ApiClient, session: Session) {
  /** Whether a single-use token is unknown, used or expired (spec 1 section 7). */
  async function isTokenExpired(token: string, tokenType: TokenType) {
    const { data } = await api.post('/auth/verify-token', {
      body: { token, tokenType },
      schema: verifyTokenResponseSchema,
    });
    return data.isExpired;
  }

  return {
    async login(values: LoginRequest) {
      const { data } = await api.post('/auth/login', {
        body: values,
        schema: loginResponseSchema,
        csrf: false,
      });
      // With the account's language (issue 34), which the caller compares with the page's.
      return { ...session.signIn(data), locale: data.locale };
    },
    register: (values: RegisterRequest) =>
      api.post('/auth/register', { body: values, schema: anything, csrf: false }),
    /**
     * Calls the server, then always clears local data (failure is only logged). `atProvider`
     * (the university signs in through its own provider, issue 33): the provider's sign-out
     * call, which ends the same session and answers where the provider's own sign-out
     * continues, when the university turned that on; resolves with that address, or null.
     */
    async logout(options: { atProvider?: boolean } = {}): Promise<string | null> {
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
    },
    forgotPassword: (email: string) =>
      api.post('/auth/forgot-password', { body: { email }, schema: anything }),
    resendVerification: (email: string) =>
      api.post('/auth/resend-verification', { body: { email }, schema: anything }),
    resetPassword: (token: string, newPassword: string) =>
      api.post('/auth/reset-password', { body: { token, newPassword }, schema: anything }),
    /** Whether a single-use token is unknown, used or expired (spec 1 section 7). */
    isTokenExpired,
    isResetTokenExpired(token: string) {
      return isTokenExpired(token, 'RESET_PASSWORD');
    },
    verifyEmail: (token: string) =>
      api.post('/auth/verify-email', { body: { token }, schema: verifyEmailResponseSchema }),
    /** Creates the invited account; the caller signs in with the answer when the flow ends. */
    async acceptInvitation(values: AcceptInvitationRequest) {
      const { data } = await api.post('/auth/invite/accept', {
        body: values,
        schema: loginResponseSchema,
        csrf: false,
      });
      return data;
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
