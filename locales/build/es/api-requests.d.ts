// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-requests.js';
export { default } from '../en/api-requests.js';
