// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-auth.js';
export { default } from '../en/api-auth.js';
