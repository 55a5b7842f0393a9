// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/search-results.js';
export { default } from '../en/search-results.js';
