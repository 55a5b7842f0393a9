// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-requests";
declare const messages: {
  readonly invalidJson: string;
  readonly bodyRequired: string;
  readonly bodyNotObject: string;
  readonly bodyTooLarge: string;
  readonly unsupportedMediaType: string;
  readonly invalidContentLength: string;
  readonly imageTooLarge: string;
  readonly notMultipart: string;
  readonly tooManyFields: string;
  readonly oneImageOnly: string;
  readonly invalidRequest: string;
  readonly notFound: string;
  readonly busy: string;
  readonly serverError: string;
  readonly queryControlCharacters: string;
  readonly queryParameterOnce: (values: { "name": string | number }) => string;
  readonly queryParameterControl: (values: { "name": string | number }) => string;
  readonly rangeNotSatisfiable: string;
};
export default messages;
