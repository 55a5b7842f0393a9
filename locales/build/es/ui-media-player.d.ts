// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-media-player.js';
export { default } from '../en/ui-media-player.js';
