// Compiled by locales/compile.ts: do not edit. Typed as English.
export * from '../en/certificate-verification.js';
export { default } from '../en/certificate-verification.js';
