// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/featured-course-hero.js';
export { default } from '../en/featured-course-hero.js';
