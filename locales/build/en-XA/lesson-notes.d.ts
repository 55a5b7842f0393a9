// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/lesson-notes.js';
export { default } from '../en/lesson-notes.js';
