// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ai-companion.js';
export { default } from '../en/ai-companion.js';
