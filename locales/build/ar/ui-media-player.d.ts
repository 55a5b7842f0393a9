// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-media-player";
declare const messages: {
  readonly play: string;
  readonly pause: string;
  readonly mute: string;
  readonly unmute: string;
  readonly seek: string;
  readonly speed: string;
  readonly back: string;
  readonly forward: string;
  readonly timeText: (values: { "current": string | number; "duration": string | number }) => string;
  readonly timeDisplay: (values: { "current": string | number; "total": string | number }) => string;
  readonly speedButtonLabel: (values: { "label": string | number; "rate": string | number }) => string;
  readonly rate: (values: { "rate": string | number }) => string;
  readonly embedTitle: string;
  readonly embedPlaceholderTitle: string;
  readonly embedPlaceholderHint: string;
};
export default messages;
