// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "live-session";
declare const messages: {
  readonly player: (values: { "title": string | number }) => string;
  readonly live: string;
  readonly participants: (values: { "count": number }) => string;
  readonly details: string;
  readonly date: string;
  readonly duration: string;
  readonly instructor: string;
  readonly when: (values: { "date": string | number; "time": string | number }) => string;
  readonly about: string;
  readonly manageStream: string;
  readonly viewProgram: string;
  readonly noStreamTitle: string;
  readonly noStreamHint: string;
  readonly unplayableTitle: string;
  readonly unplayableHint: string;
  readonly loading: string;
  readonly error: string;
  readonly retry: string;
  readonly emptyTitle: string;
  readonly emptyHint: string;
};
export default messages;
