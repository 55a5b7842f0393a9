// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/placeholder-page.js';
export { default } from '../en/placeholder-page.js';
