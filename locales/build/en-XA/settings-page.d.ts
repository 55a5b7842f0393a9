// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/settings-page.js';
export { default } from '../en/settings-page.js';
