// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/email.js';
export { default } from '../en/email.js';
