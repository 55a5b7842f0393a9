// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/app-public-routes.js';
export { default } from '../en/app-public-routes.js';
