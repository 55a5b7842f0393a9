// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/expired-link.js';
export { default } from '../en/expired-link.js';
