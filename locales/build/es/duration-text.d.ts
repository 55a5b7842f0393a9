// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/duration-text.js';
export { default } from '../en/duration-text.js';
