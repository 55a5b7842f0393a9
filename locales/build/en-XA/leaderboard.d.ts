// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "leaderboard";
declare const messages: {
  readonly title: string;
  readonly yourRank: string;
  readonly rankOf: (values: { "rank": string | number; "total": string | number }) => string;
  readonly points: (values: { "points": number }) => string;
  readonly streak: (values: { "days": number }) => string;
  readonly you: string;
  readonly empty: string;
  readonly youMark: (values: { "you": string | number }) => string;
};
export default messages;
