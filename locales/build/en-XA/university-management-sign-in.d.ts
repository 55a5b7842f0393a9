// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/university-management-sign-in.js';
export { default } from '../en/university-management-sign-in.js';
