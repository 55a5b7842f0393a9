// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/profile-page.js';
export { default } from '../en/profile-page.js';
