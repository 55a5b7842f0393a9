// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/live-session.js';
export { default } from '../en/live-session.js';
