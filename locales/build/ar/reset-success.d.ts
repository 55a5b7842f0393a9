// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/reset-success.js';
export { default } from '../en/reset-success.js';
