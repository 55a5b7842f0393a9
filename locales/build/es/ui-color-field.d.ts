// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-color-field.js';
export { default } from '../en/ui-color-field.js';
