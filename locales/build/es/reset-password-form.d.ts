// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/reset-password-form.js';
export { default } from '../en/reset-password-form.js';
