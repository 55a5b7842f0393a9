// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/access-denied.js';
export { default } from '../en/access-denied.js';
