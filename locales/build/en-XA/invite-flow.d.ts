// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/invite-flow.js';
export { default } from '../en/invite-flow.js';
