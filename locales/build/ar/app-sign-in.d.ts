// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/app-sign-in.js';
export { default } from '../en/app-sign-in.js';
