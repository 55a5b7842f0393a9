// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-skeleton.js';
export { default } from '../en/ui-skeleton.js';
