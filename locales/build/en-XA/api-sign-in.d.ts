// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-sign-in.js';
export { default } from '../en/api-sign-in.js';
