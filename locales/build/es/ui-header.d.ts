// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-header";
declare const messages: {
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly filterLabel: string;
  readonly filterSpoken: (values: { "label": string | number }) => string;
  readonly filterName: (values: { "filter": string }) => string;
  readonly settingsLabel: string;
  readonly signOutLabel: string;
  readonly menuLabel: string;
  readonly menuName: (values: { "name": string | number; "menu": string | number }) => string;
  readonly menuButtonLabel: string;
  readonly menuTitle: string;
  readonly notificationsLabel: string;
  readonly unreadLabel: (values: { "count": string | number }) => string;
  readonly notificationsName: (values: { "label": string | number; "unread": string | number }) => string;
  readonly overMax: (values: { "max": string | number }) => string;
};
export default messages;
