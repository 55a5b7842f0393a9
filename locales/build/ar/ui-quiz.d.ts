// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-quiz.js';
export { default } from '../en/ui-quiz.js';
