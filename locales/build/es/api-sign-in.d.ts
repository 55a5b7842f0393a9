// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-sign-in";
declare const messages: {
  readonly saved: string;
  readonly removed: string;
  readonly notConfigured: string;
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly clientSecretRequired: string;
  readonly scopes: string;
  readonly buttonLabel: (values: { "max": string | number }) => string;
  readonly domain: (values: { "value": string | number }) => string;
  readonly roleClaim: string;
  readonly claimValue: string;
  readonly connectionOk: string;
  readonly localPasswordsOff: string;
};
export default messages;
