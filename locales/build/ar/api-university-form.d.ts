// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/api-university-form.js';
export { default } from '../en/api-university-form.js';
