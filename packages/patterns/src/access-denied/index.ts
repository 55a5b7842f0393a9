export { AccessDenied } from './access-denied';
export type { AccessDeniedProps } from './access-denied';
