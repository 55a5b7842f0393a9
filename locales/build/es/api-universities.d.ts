// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-universities";
declare const messages: {
  readonly notFound: string;
  readonly notActive: string;
  readonly switched: string;
  readonly created: string;
  readonly updated: string;
  readonly deleted: string;
  readonly defaultUndeletable: string;
  readonly defaultMustStayActive: string;
  readonly languagesUnknown: (values: { "codes": string | number }) => string;
  readonly defaultLanguageNotOffered: string;
  readonly hasAccounts: (values: { "count": number }) => string;
};
export default messages;
