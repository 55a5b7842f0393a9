import { createContext, use, type ReactNode } from 'react';

/** How the app's router navigates, handed to every link of ui and patterns (React Aria's RouterProvider model). */
export interface RouterAdapter {
  /** Client-side navigation to an in-app address. */
  navigate: (href: string) => void;
  /** Turns an in-app address into the `href` the browser shows (a base path, for example). @default the address itself */
  useHref?: (href: string) => string;
  /** Starts loading what an address needs (its code and first data) when a user shows intent. */
  prefetch?: (href: string) => void;
}

const RouterContext = createContext<RouterAdapter | null>(null);

export interface RouterProviderProps extends RouterAdapter {
  children: ReactNode;
}

/** Gives ui's and patterns' links the app's router; without it they are plain document links. */
export function RouterProvider({ children, navigate, useHref, prefetch }: RouterProviderProps) {
  return <RouterContext value={{ navigate, useHref, prefetch }}>{children}</RouterContext>;
}

/** The router adapter in scope, or null outside a RouterProvider (plain links). */
export function useRouter(): RouterAdapter | null {
  return use(RouterContext);
}

const identity = (href: string) => href;

/**
 * Whether a click on a link is the router's to handle: a plain primary click on a same-window,
 * same-origin link. Modifier clicks (new tab, new window, download) and other targets stay the browser's.
 */
export function shouldClientNavigate(
  anchor: HTMLAnchorElement,
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
  >,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  return anchor.origin === globalThis.location?.origin;
}

/** What an anchor needs to follow the router: its resolved href, the click handler and prefetch on intent. */
export function useLinkBehavior(
  href: string,
  handlers: {
    onClick?: React.MouseEventHandler<HTMLAnchorElement>;
    onPointerEnter?: React.PointerEventHandler<HTMLAnchorElement>;
    onFocus?: React.FocusEventHandler<HTMLAnchorElement>;
  } = {},
) {
  const router = useRouter();
  // A hook passed in as a value: called unconditionally, once per render (React Aria does the same).
  const resolve = router?.useHref ?? identity;
  const routed = resolve(href);
  // Only in-app paths go through the router; an address on another site stays as written.
  const resolved = href.startsWith('/') && !href.startsWith('//') ? routed : href;
  if (!router) return { href: resolved, ...handlers };
  const prefetch = () => router.prefetch?.(href);
  return {
    href: resolved,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      handlers.onClick?.(event);
      if (!shouldClientNavigate(event.currentTarget, event)) return;
      event.preventDefault();
      router.navigate(href);
    },
    onPointerEnter: (event: React.PointerEvent<HTMLAnchorElement>) => {
      handlers.onPointerEnter?.(event);
      prefetch();
    },
    onFocus: (event: React.FocusEvent<HTMLAnchorElement>) => {
      handlers.onFocus?.(event);
      prefetch();
    },
  };
}
