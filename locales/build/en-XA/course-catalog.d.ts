// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/course-catalog.js';
export { default } from '../en/course-catalog.js';
