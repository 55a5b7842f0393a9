export { Link } from './link';
export type { LinkProps } from './link';
export { RouterProvider, useRouter, useLinkBehavior, shouldClientNavigate } from './router';
export type { RouterAdapter, RouterProviderProps } from './router';
