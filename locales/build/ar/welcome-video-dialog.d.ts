// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/welcome-video-dialog.js';
export { default } from '../en/welcome-video-dialog.js';
