// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/my-courses.js';
export { default } from '../en/my-courses.js';
