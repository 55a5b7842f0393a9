// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/route-error.js';
export { default } from '../en/route-error.js';
