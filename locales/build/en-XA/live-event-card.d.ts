// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/live-event-card.js';
export { default } from '../en/live-event-card.js';
