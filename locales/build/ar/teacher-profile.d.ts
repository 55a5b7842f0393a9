// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/teacher-profile.js';
export { default } from '../en/teacher-profile.js';
