// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-transcript-viewer.js';
export { default } from '../en/ui-transcript-viewer.js';
