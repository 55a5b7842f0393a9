// The public API of @lp/patterns: screen-level blocks, data in through props. Every export by name.

// Pages
export { PlaceholderPage } from './placeholder-page';
export type { PlaceholderPageProps } from './placeholder-page';
export { AccessDenied } from './access-denied';
export type { AccessDeniedProps } from './access-denied';
