// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/player-overlays.js';
export { default } from '../en/player-overlays.js';
