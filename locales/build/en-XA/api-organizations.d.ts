// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-organizations.js';
export { default } from '../en/api-organizations.js';
