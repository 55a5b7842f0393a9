// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/login-form.js';
export { default } from '../en/login-form.js';
