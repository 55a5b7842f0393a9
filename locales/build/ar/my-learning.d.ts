// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/my-learning.js';
export { default } from '../en/my-learning.js';
