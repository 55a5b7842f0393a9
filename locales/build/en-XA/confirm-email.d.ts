// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/confirm-email.js';
export { default } from '../en/confirm-email.js';
