export { RouteError, defaultRouteErrorTexts } from './route-error';
export type {
  RouteErrorProps,
  RouteErrorKind,
  RouteErrorTexts,
  RouteErrorAction,
} from './route-error';
