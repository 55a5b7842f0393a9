// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/progress-map.js';
export { default } from '../en/progress-map.js';
