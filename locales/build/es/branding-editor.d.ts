// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/branding-editor.js';
export { default } from '../en/branding-editor.js';
