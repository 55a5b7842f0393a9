// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/register-form.js';
export { default } from '../en/register-form.js';
