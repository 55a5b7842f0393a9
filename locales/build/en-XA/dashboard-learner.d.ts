// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/dashboard-learner.js';
export { default } from '../en/dashboard-learner.js';
