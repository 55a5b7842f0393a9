// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/super-dashboard.js';
export { default } from '../en/super-dashboard.js';
