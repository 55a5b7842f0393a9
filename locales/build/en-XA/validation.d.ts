// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/validation.js';
export { default } from '../en/validation.js';
