// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "sign-in-problem";
declare const messages: {
  readonly loginLabel: string;
  readonly unreachableTitle: string;
  readonly unreachableText: string;
  readonly cancelledTitle: string;
  readonly cancelledText: string;
  readonly invalidTitle: string;
  readonly invalidText: string;
  readonly domainTitle: string;
  readonly domainText: string;
  readonly accountTitle: string;
  readonly accountText: string;
  readonly suspendedTitle: string;
  readonly suspendedText: string;
  readonly unavailableTitle: string;
  readonly unavailableText: string;
};
export default messages;
