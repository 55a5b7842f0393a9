// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/sign-in-problem.js';
export { default } from '../en/sign-in-problem.js';
