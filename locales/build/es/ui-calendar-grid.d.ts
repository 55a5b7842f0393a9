// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-calendar-grid.js';
export { default } from '../en/ui-calendar-grid.js';
