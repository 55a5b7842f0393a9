export {
  useMediaQuery,
  useBreakpoint,
  useWindowWidth,
  breakpointForWidth,
} from './use-media-query';
export type { Breakpoint, BreakpointState, UseMediaQueryOptions } from './use-media-query';
export { SkipLink, Main, MAIN_CONTENT_ID } from './landmarks';
export type { SkipLinkProps, MainProps } from './landmarks';
