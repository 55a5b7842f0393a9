// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-banner.js';
export { default } from '../en/ui-banner.js';
