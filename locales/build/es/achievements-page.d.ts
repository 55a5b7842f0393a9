// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/achievements-page.js';
export { default } from '../en/achievements-page.js';
