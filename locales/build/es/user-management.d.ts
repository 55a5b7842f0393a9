// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/user-management.js';
export { default } from '../en/user-management.js';
