// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-branding";
declare const messages: {
  readonly saved: string;
  readonly restored: string;
  readonly logoUploaded: string;
  readonly colourPrimary: string;
  readonly colourSecondary: string;
  readonly colourAccent: string;
  readonly colour: (values: { "label": string | number }) => string;
  readonly productNameRequired: string;
  readonly productNameTooLong: (values: { "max": string | number }) => string;
  readonly unknownFont: string;
  readonly logoUrl: string;
  readonly customCssRefused: string;
  readonly logoMissing: string;
  readonly logoTooLarge: (values: { "max": string | number }) => string;
  readonly logoType: string;
  readonly logoSvg: string;
  readonly versionNotFound: string;
};
export default messages;
