// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/program-page.js';
export { default } from '../en/program-page.js';
