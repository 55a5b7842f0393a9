// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/app-lesson-player.js';
export { default } from '../en/app-lesson-player.js';
