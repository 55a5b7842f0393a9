// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/next-steps.js';
export { default } from '../en/next-steps.js';
