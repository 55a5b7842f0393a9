// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-course-import.js';
export { default } from '../en/api-course-import.js';
