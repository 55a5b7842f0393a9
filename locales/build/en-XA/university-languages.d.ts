// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/university-languages.js';
export { default } from '../en/university-languages.js';
