// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/organizations.js';
export { default } from '../en/organizations.js';
