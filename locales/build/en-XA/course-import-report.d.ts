// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/course-import-report.js';
export { default } from '../en/course-import-report.js';
