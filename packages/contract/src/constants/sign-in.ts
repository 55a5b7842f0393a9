/**
 * Sign-in through a university's own provider (issue 33): its addresses and the roles a claim
 * may give. Plain values without zod, in the package's root, so the sign-in page and the
 * settings form do not carry the schema library (the API's schemas are in
 * api/sign-in-providers.ts; the failure page's texts in sign-in-failures.ts, so that only that
 * page carries them).
 */

/** Where the provider sends the browser back, on the university's own address. */
export const OIDC_CALLBACK_PATH = '/api/v1/auth/oidc/callback';
/** Where the sign-in page's button leads (with `?returnTo=` a same-origin path). */
export const OIDC_START_PATH = '/api/v1/auth/oidc/start';
/** Sign-out that also ends the provider's session where the university turned it on. */
export const OIDC_LOGOUT_PATH = '/api/v1/auth/oidc/logout';
/** The app page that explains a failed sign-in (with `?reason=` one of signInFailureReasons). */
export const SIGN_IN_ERROR_PATH = '/auth/sign-in-error';

/** Roles a provider's claim may give: a university's own roles, never deployment-wide ones. */
export const SIGN_IN_CLAIM_ROLES = ['student', 'teacher', 'university_admin'] as const;
export type SignInClaimRole = (typeof SIGN_IN_CLAIM_ROLES)[number];
export const SIGN_IN_BUTTON_LABEL_MAX = 60;
export const SIGN_IN_DEFAULT_SCOPES = 'openid email profile';
