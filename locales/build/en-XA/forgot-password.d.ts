// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/forgot-password.js';
export { default } from '../en/forgot-password.js';
