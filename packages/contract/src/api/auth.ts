import * as z from 'zod/mini';
import * as apiAuth from '@lp/locales/en/api-auth';
import { codedMessages } from '../messages/coded-messages';
import { roleSchema, roles } from '../entities/role';
import { isSingleLine } from './text';
import { validationMessages } from '../rules/forms';
import { inputMessages } from '../messages/input';

/** The "simple e-mail pattern" of spec 1 §5. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;
/** Upper bounds keep one request from costing the server much (hashing, storage). */
const EMAIL_MAX = 254;
const PASSWORD_MAX = 256;
const NAME_MAX = 100;
const TOKEN_MAX = 200;

/** Messages of the password rules the server applies (issue 19, item 11). */
export const authMessages = /* @__PURE__ */ codedMessages(apiAuth);
export const PASSWORD_CONTROL_MESSAGE = authMessages.passwordControl;
export const PASSWORD_IS_EMAIL_MESSAGE = authMessages.passwordIsEmail;
export const PASSWORD_TOO_COMMON_MESSAGE = authMessages.passwordTooCommon;
/** Issue 37, item 7: a password made only of repeated or sequential characters. */
export const PASSWORD_PATTERN_MESSAGE = authMessages.passwordPattern;
/** Issue 37, item 7: the password of the published demo accounts. */
export const PASSWORD_PUBLISHED_MESSAGE = authMessages.passwordPublished;
export const CURRENT_PASSWORD_WRONG_MESSAGE = authMessages.currentPasswordWrong;
export const PASSWORD_UNCHANGED_MESSAGE = authMessages.passwordUnchanged;
export const RESERVED_EMAIL_MESSAGE = authMessages.reservedEmail;

/**
 * The domain of the published demo accounts (`student@demo.edu`…). Nobody registers an address
 * there (issue 37, item 2): a stranger holding `superuser@demo.edu` with the published password
 * would otherwise look like a demo account left in a production database.
 */
export const RESERVED_EMAIL_DOMAIN = 'demo.edu';

/** True for an address of the demo domain or one under it, in any letter case. */
export function isReservedEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return domain === RESERVED_EMAIL_DOMAIN || domain.endsWith(`.${RESERVED_EMAIL_DOMAIN}`);
}

export const emailSchema = z
  .string({ error: validationMessages.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, validationMessages.emailRequired),
    z.maxLength(EMAIL_MAX, validationMessages.emailInvalid),
    z.regex(SIMPLE_EMAIL, validationMessages.emailInvalid),
    z.refine(isSingleLine, validationMessages.emailInvalid),
  );

const passwordRequired = z
  .string({ error: validationMessages.passwordRequired })
  .check(
    z.minLength(1, validationMessages.passwordRequired),
    z.maxLength(PASSWORD_MAX, inputMessages.tooLong('Password', PASSWORD_MAX)),
    z.refine(isSingleLine, PASSWORD_CONTROL_MESSAGE),
  );

export const newPasswordSchema = passwordRequired.check(
  z.refine((value) => value.length >= PASSWORD_MIN, {
    message: validationMessages.passwordTooShort,
  }),
);

const firstNameSchema = z
  .string({ error: validationMessages.firstNameRequired })
  .check(
    z.trim(),
    z.minLength(1, validationMessages.firstNameRequired),
    z.maxLength(NAME_MAX, inputMessages.tooLong('First name', NAME_MAX)),
    z.refine(isSingleLine, inputMessages.controlCharacters('First name')),
  );
const lastNameSchema = z
  .string({ error: validationMessages.lastNameRequired })
  .check(
    z.trim(),
    z.minLength(1, validationMessages.lastNameRequired),
    z.maxLength(NAME_MAX, inputMessages.tooLong('Last name', NAME_MAX)),
    z.refine(isSingleLine, inputMessages.controlCharacters('Last name')),
  );

const tokenSchema = z
  .string({ error: inputMessages.required('Token') })
  .check(
    z.trim(),
    z.minLength(1, inputMessages.required('Token')),
    z.maxLength(TOKEN_MAX, inputMessages.invalid('Token')),
    z.refine(isSingleLine, inputMessages.invalid('Token')),
  );

/** A password equal to the account's e-mail (any letter case) is refused. */
function passwordIsNotEmail(body: { email: string; password: string }): boolean {
  return body.password.trim().toLowerCase() !== body.email.trim().toLowerCase();
}

/** POST /auth/login */
export const loginRequestSchema = z.object({ email: emailSchema, password: passwordRequired });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the server describes it (`GET /auth/me`). */
export const sessionUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Lower case; the first is the active role. */
  roles: z.array(roleSchema),
  /** The uploaded avatar's address (issue 35); absent: the initials show. */
  avatar: z.optional(z.string()),
  /** The colour mode chosen in Settings (issue 35); absent or 'system': the device's. */
  colorMode: z.optional(z.enum(['light', 'dark', 'system'])),
  /** The language chosen in the user menu (issue 34); absent: the university's or the browser's. */
  locale: z.optional(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `data` of POST /auth/login and POST /auth/invite/accept. */
export const loginResponseSchema = z.extend(sessionUserSchema, {
  csrfToken: z.string().check(z.minLength(1)),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/register */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
  })
  .check(
    z.refine(passwordIsNotEmail, { message: PASSWORD_IS_EMAIL_MESSAGE, path: ['password'] }),
    z.refine((body) => !isReservedEmail(body.email), {
      message: RESERVED_EMAIL_MESSAGE,
      path: ['email'],
    }),
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /auth/forgot-password */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /auth/reset-password */
export const resetPasswordRequestSchema = z.object({
  token: tokenSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Roles as the invitation form sends them: upper case (spec 1 §5). */
export const invitationRoles = roles.map((role) => role.toUpperCase()) as [
  'STUDENT',
  'TEACHER',
  'ADMIN',
  'SUPERUSER',
  'UNIVERSITY_ADMIN',
];
export const invitationRoleSchema = z.enum(invitationRoles, {
  error: inputMessages.oneOf('Role', invitationRoles),
});
export type InvitationRole = z.infer<typeof invitationRoleSchema>;

/** POST /auth/invite */
export const inviteRequestSchema = z.object({
  email: emailSchema,
  role: invitationRoleSchema,
  /**
   * The university the account joins (user management's picker). Default: the one the
   * inviter's session works on; a university_admin may name only their own.
   */
  universityId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** `data` of POST /auth/invite. */
export const inviteResponseSchema = z.object({
  email: z.string(),
  role: invitationRoleSchema,
  expiresAt: z.string(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** The purposes of single-use tokens; RESET_PASSWORD is the spec's, the others ours. */
export const tokenTypes = ['RESET_PASSWORD', 'EMAIL_VERIFICATION', 'INVITATION'] as const;
export const tokenTypeSchema = z.enum(tokenTypes, {
  error: inputMessages.oneOf('tokenType', tokenTypes),
});
export type TokenType = z.infer<typeof tokenTypeSchema>;

/** POST /auth/verify-token */
export const verifyTokenRequestSchema = z.object({
  token: tokenSchema,
  tokenType: tokenTypeSchema,
});
export type VerifyTokenRequest = z.infer<typeof verifyTokenRequestSchema>;

/** `data` of POST /auth/verify-token: unknown, used and expired tokens all count as expired. */
export const verifyTokenResponseSchema = z.object({ isExpired: z.boolean() });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

/** POST /auth/verify-email */
export const verifyEmailRequestSchema = z.object({ token: tokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** `data` of POST /auth/verify-email. */
export const verifyEmailResponseSchema = z.object({ email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /auth/resend-verification (ours; the spec leaves the call open). */
export const resendVerificationRequestSchema = z.object({ email: emailSchema });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

/**
 * POST /auth/invite/accept: steps 1 and 2 of the invitation flow (spec 2 §2.7)
 * sent together once the person has typed names, e-mail and password.
 */
export const acceptInvitationRequestSchema = z
  .object({
    token: tokenSchema,
    firstName: z
      .string({ error: validationMessages.namesRequired })
      .check(
        z.trim(),
        z.minLength(1, validationMessages.namesRequired),
        z.maxLength(NAME_MAX, inputMessages.tooLong('First name', NAME_MAX)),
        z.refine(isSingleLine, inputMessages.controlCharacters('First name')),
      ),
    lastName: z
      .string({ error: validationMessages.namesRequired })
      .check(
        z.trim(),
        z.minLength(1, validationMessages.namesRequired),
        z.maxLength(NAME_MAX, inputMessages.tooLong('Last name', NAME_MAX)),
        z.refine(isSingleLine, inputMessages.controlCharacters('Last name')),
      ),
    email: emailSchema,
    password: passwordRequired.check(
      z.refine((value) => value.length >= PASSWORD_MIN, {
        message: validationMessages.invitePasswordTooShort,
      }),
    ),
  })
  .check(z.refine(passwordIsNotEmail, { message: PASSWORD_IS_EMAIL_MESSAGE, path: ['password'] }));
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** POST /auth/change-password (signed in): the current password, and the new one. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: passwordRequired,
    newPassword: newPasswordSchema,
  })
  .check(
    z.refine((body) => body.currentPassword !== body.newPassword, {
      message: PASSWORD_UNCHANGED_MESSAGE,
      path: ['newPassword'],
    }),
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
