export { RouteError } from './route-error';
export type { RouteErrorProps, RouteErrorAction } from './route-error';
export { defaultRouteErrorTexts, useRouteErrorTexts } from './route-error-texts';
export type { RouteErrorKind, RouteErrorTexts } from './route-error-texts';
