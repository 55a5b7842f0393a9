// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-input.js';
export { default } from '../en/api-input.js';
