// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/user-stats.js';
export { default } from '../en/user-stats.js';
