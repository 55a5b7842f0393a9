import * as z from 'zod/mini';
import { isoDateTimeSchema } from '../entities/id';
import {
  SIGN_IN_BUTTON_LABEL_MAX,
  SIGN_IN_CLAIM_ROLES,
  SIGN_IN_DEFAULT_SCOPES,
} from '../constants/sign-in';
import { signInFailureReasons, type SignInFailureReason } from '../constants/sign-in-failures';
import * as apiSignIn from '@lp/locales/en/api-sign-in';
import { codedMessages } from '../messages/coded-messages';

/**
 * Sign-in through a university's own identity provider (issue 33): the settings an admin or
 * the university's university_admin edits in university management, what the sign-in page is
 * told about them, and the messages of the flow. `kind` is 'oidc' today; SAML will be a second
 * kind behind the same settings.
 */

export const SIGN_IN_PROVIDER_KINDS = ['oidc'] as const;

export const signInMessages = /* @__PURE__ */ codedMessages(apiSignIn, (m) => ({
  buttonLabel: m.buttonLabel({ max: SIGN_IN_BUTTON_LABEL_MAX }),
  domain: (value: string) => m.domain({ value }),
}));

export const signInFailureReasonSchema = z.enum(
  Object.keys(signInFailureReasons) as [SignInFailureReason, ...SignInFailureReason[]],
);

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/** https, or http on this machine (a provider started beside the server, as the tests do). */
export function isAcceptableIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash) return false;
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))
    );
  } catch {
    return false;
  }
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const trimmed = (message: string, max = 500) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }));

export const roleMappingSchema = z.object({
  /** A value of the role claim (a string, or one entry of an array claim). */
  claimValue: trimmed(signInMessages.claimValue, 200),
  role: z.enum(SIGN_IN_CLAIM_ROLES),
});
export type RoleMapping = z.infer<typeof roleMappingSchema>;

const settingsFields = {
  kind: z._default(z.enum(SIGN_IN_PROVIDER_KINDS), 'oidc'),
  /** Off: the button is hidden and the flow refused; the settings stay. */
  enabled: z._default(z.boolean(), true),
  issuerUrl: z
    .string({ error: signInMessages.issuerUrl })
    .check(
      z.trim(),
      z.maxLength(500, { error: signInMessages.issuerUrl }),
      z.refine(isAcceptableIssuerUrl, { error: signInMessages.issuerUrl }),
    ),
  clientId: trimmed(signInMessages.clientId, 300),
  scopes: z._default(z.string(), SIGN_IN_DEFAULT_SCOPES).check(
    z.trim(),
    z.refine((scopes) => scopes.split(/\s+/).includes('openid'), {
      error: signInMessages.scopes,
    }),
  ),
  buttonLabel: trimmed(signInMessages.buttonLabel, SIGN_IN_BUTTON_LABEL_MAX),
  /** Lower-case domains; empty: any domain the provider vouches for. */
  allowedDomains: z._default(
    z.array(
      z.string().check(
        z.trim(),
        z.toLowerCase(),
        z.refine((value) => DOMAIN.test(value), {
          error: (issue) => signInMessages.domain(String(issue.input)),
        }),
      ),
    ),
    [],
  ),
  roleClaim: z._default(trimmed(signInMessages.roleClaim, 100), 'roles'),
  /** First match wins; no match (or no claim) gives student. */
  roleMappings: z._default(z.array(roleMappingSchema), []),
  /** Whether a later sign-in sets the role from the claim again (off: only the first does). */
  updateRoleOnSignIn: z._default(z.boolean(), false),
  /** Off: only administrators sign in with a password (a broken provider locks nobody out). */
  localPasswords: z._default(z.boolean(), true),
  /** Sign-out continues at the provider's end_session_endpoint, when it has one. */
  rpLogout: z._default(z.boolean(), false),
};

/** PUT /universities/{id}/sign-in. An empty or absent clientSecret keeps the stored one. */
export const updateSignInSettingsRequestSchema = z.object({
  ...settingsFields,
  clientSecret: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type UpdateSignInSettingsRequest = z.input<typeof updateSignInSettingsRequestSchema>;

/** The stored settings as the editor reads them: the secret never, only whether there is one. */
export const signInSettingsSchema = z.object({
  ...settingsFields,
  clientSecretSet: z.boolean(),
  updatedAt: isoDateTimeSchema,
});
export type SignInSettings = z.infer<typeof signInSettingsSchema>;

/** GET /universities/{id}/sign-in (and the answer of PUT and DELETE). */
export const signInSettingsResponseSchema = z.object({
  universityId: z.string().check(z.minLength(1)),
  universityName: z.string(),
  /** The redirect URI to register at the provider. */
  redirectUri: z.string(),
  /** Null: no provider set up. */
  settings: z.nullable(signInSettingsSchema),
});
export type SignInSettingsResponse = z.infer<typeof signInSettingsResponseSchema>;

/** POST /universities/{id}/sign-in/test: discovery of this issuer (or the stored one). */
export const testSignInConnectionRequestSchema = z.object({
  issuerUrl: z.optional(settingsFields.issuerUrl),
});
export const testSignInConnectionResponseSchema = z.object({
  ok: z.boolean(),
  /** What went wrong, in words an IT team can act on; or signInMessages.connectionOk. */
  message: z.string(),
  issuer: z.optional(z.string()),
  authorizationEndpoint: z.optional(z.string()),
  tokenEndpoint: z.optional(z.string()),
  endSessionEndpoint: z.optional(z.string()),
  scopesSupported: z.optional(z.array(z.string())),
  codeChallengeMethods: z.optional(z.array(z.string())),
});
export type TestSignInConnectionResponse = z.infer<typeof testSignInConnectionResponseSchema>;

/** What a university's pages are told (in the deployment config): nothing secret. */
export const publicSignInSchema = z.object({
  /** The provider button's label ("Sign in with {label}"); null: no provider. */
  providerLabel: z.nullable(z.string()),
  /** False: the password form shows only to administrators who ask for it. */
  localPasswords: z.boolean(),
});
export type PublicSignIn = z.infer<typeof publicSignInSchema>;

/** POST /auth/oidc/logout: the platform session is ended; continue at the provider if set. */
export const oidcLogoutResponseSchema = z.object({
  redirectTo: z.nullable(z.string()),
});
export type OidcLogoutResponse = z.infer<typeof oidcLogoutResponseSchema>;
