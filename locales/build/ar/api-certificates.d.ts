// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-certificates.js';
export { default } from '../en/api-certificates.js';
