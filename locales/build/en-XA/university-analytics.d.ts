// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/university-analytics.js';
export { default } from '../en/university-analytics.js';
