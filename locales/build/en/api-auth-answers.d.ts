// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-auth-answers";
declare const messages: {
  readonly signInFirst: string;
  readonly originNotAllowed: string;
  readonly connectionOriginNotAllowed: string;
  readonly csrfInvalid: string;
  readonly forbidden: string;
  readonly superuserInvitesSuperuser: string;
  readonly adminInvitesAdmin: string;
  readonly accountExists: string;
  readonly useInvitedEmail: string;
  readonly confirmationExpired: string;
  readonly loginSuccessful: string;
  readonly loggedOut: string;
  readonly passwordUpdated: string;
  readonly passwordChanged: string;
  readonly invitationSent: string;
  readonly welcome: string;
  readonly registrationSuccessful: string;
  readonly resetLinkSent: string;
  readonly confirmEmailFirst: string;
  readonly resetLinkExpired: string;
  readonly invitationExpired: string;
};
export default messages;
