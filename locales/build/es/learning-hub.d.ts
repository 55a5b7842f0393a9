// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/learning-hub.js';
export { default } from '../en/learning-hub.js';
