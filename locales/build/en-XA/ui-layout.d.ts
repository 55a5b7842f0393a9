// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-layout.js';
export { default } from '../en/ui-layout.js';
