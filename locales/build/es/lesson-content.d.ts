// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/lesson-content.js';
export { default } from '../en/lesson-content.js';
