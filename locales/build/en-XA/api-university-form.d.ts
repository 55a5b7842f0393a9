// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-university-form";
declare const messages: {
  readonly nameRequired: string;
  readonly nameTooLong: (values: { "max": string | number }) => string;
  readonly slugRequired: string;
  readonly slugInvalid: string;
  readonly slugTooLong: (values: { "max": string | number }) => string;
  readonly domainInvalid: string;
  readonly descriptionTooLong: (values: { "max": string | number }) => string;
  readonly adminNameRequired: string;
  readonly adminEmailRequired: string;
  readonly adminEmailInvalid: string;
  readonly colorInvalid: string;
  readonly urlInvalid: string;
  readonly slugTaken: string;
  readonly domainTaken: string;
  readonly adminExists: string;
};
export default messages;
