// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/course-carousel-section.js';
export { default } from '../en/course-carousel-section.js';
