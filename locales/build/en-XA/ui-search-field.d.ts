// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-search-field.js';
export { default } from '../en/ui-search-field.js';
