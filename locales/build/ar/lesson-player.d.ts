// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/lesson-player.js';
export { default } from '../en/lesson-player.js';
