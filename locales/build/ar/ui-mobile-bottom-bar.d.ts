// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-mobile-bottom-bar.js';
export { default } from '../en/ui-mobile-bottom-bar.js';
