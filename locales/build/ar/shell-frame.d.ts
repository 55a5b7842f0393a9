// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/shell-frame.js';
export { default } from '../en/shell-frame.js';
