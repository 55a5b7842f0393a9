export { ExpiredLink } from './expired-link';
export type { ExpiredLinkProps } from './expired-link';
