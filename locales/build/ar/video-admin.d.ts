// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/video-admin.js';
export { default } from '../en/video-admin.js';
