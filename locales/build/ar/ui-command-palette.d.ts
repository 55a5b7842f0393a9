// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-command-palette.js';
export { default } from '../en/ui-command-palette.js';
