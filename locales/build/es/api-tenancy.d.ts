// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-tenancy";
declare const messages: {
  readonly universitySuspended: string;
  readonly accountSuspended: string;
  readonly suspendedNoticeTitle: (values: { "name": string | number }) => string;
  readonly suspendedNotice: string;
};
export default messages;
