// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/organization-tools.js';
export { default } from '../en/organization-tools.js';
