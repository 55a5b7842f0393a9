// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-dialog.js';
export { default } from '../en/ui-dialog.js';
