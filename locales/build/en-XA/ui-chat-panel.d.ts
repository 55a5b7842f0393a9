// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/ui-chat-panel.js';
export { default } from '../en/ui-chat-panel.js';
