// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "confirm-email";
declare const messages: {
  readonly title: string;
  readonly sentTo: (values: { "email": string | number }) => string;
  readonly sentToInbox: string;
  readonly instruction: string;
  readonly resendLabel: string;
  readonly resendingLabel: string;
  readonly privacyLabel: string;
  readonly contactLabel: string;
};
export default messages;
