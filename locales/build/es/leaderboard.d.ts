// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/leaderboard.js';
export { default } from '../en/leaderboard.js';
