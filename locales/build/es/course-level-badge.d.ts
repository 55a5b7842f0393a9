// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/course-level-badge.js';
export { default } from '../en/course-level-badge.js';
