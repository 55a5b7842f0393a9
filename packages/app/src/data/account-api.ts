import { anyValue as anything, codedMessages } from '@lp/contract';
import * as appAuthMessages from '@lp/locales/en/app-auth';
import type {
  AcceptInvitationRequest,
  LoginRequest,
  RegisterRequest,
  TokenType,
} from '@lp/contract/api';
import type { ApiClient } from './api-client';
import { loginResponseSchema, signInWithPassword } from './auth';
import type { Session } from './session';

// The answers' schemas load with the first call, so no page carries zod for them.
const schemas = () => import('@lp/contract/api');
const verifyEmailResponseSchema = () => schemas().then((m) => m.verifyEmailResponseSchema);
const verifyTokenResponseSchema = () => schemas().then((m) => m.verifyTokenResponseSchema);

/**
 * The spec's messages for the account flows other than signing in (spec 1 section 8), from
 * the `app-auth` catalogue: coded like `signInMessages` (auth.ts).
 */
export const authMessages = /* @__PURE__ */ codedMessages(appAuthMessages);

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
    login: (values: LoginRequest) => signInWithPassword(api, session, values),
    register: (values: RegisterRequest) =>
      api.post('/auth/register', { body: values, schema: anything, csrf: false }),
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
