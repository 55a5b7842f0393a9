// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/calendar.js';
export { default } from '../en/calendar.js';
