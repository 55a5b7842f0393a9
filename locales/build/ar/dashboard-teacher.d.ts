// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/dashboard-teacher.js';
export { default } from '../en/dashboard-teacher.js';
