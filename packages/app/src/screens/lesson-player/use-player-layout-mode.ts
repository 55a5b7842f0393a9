import { breakpointTokens } from '@lp/tokens';
import { use, useSyncExternalStore } from 'react';
import { AppServicesContext } from '../../app-context';

export type PlayerLayoutMode = 'desktop' | 'mobile';

/** User-agent client hints (Chromium); not yet in TypeScript's DOM types. */
interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

/** The mobile-device test of spec 1 §2.7: client hints where the browser gives them, else the user agent. */
export function isMobileDevice(
  navigator: Pick<NavigatorWithHints, 'userAgent' | 'userAgentData'> | undefined,
): boolean {
  if (!navigator) return false;
  if (navigator.userAgentData?.mobile === true) return true;
  return MOBILE_USER_AGENT.test(navigator.userAgent ?? '');
}

/** Mobile on a mobile device or in a window under the md breakpoint (768 px), else desktop. */
export function playerLayoutMode(
  width: number,
  navigator: NavigatorWithHints | undefined,
): PlayerLayoutMode {
  return isMobileDevice(navigator) || width < breakpointTokens.md ? 'mobile' : 'desktop';
}

function subscribe(notify: () => void) {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

const currentMode = () => playerLayoutMode(window.innerWidth, globalThis.navigator);

/**
 * Which lesson player to show (spec 1 §2.7), re-evaluated on every resize (the answer only
 * changes when the 768 px line is crossed, so no debounce is needed). Undefined until the
 * browser can be measured; in the browser the first render already has the answer.
 */
export function usePlayerLayoutMode(): PlayerLayoutMode | undefined {
  // Nothing can be measured on a server: it chooses by the user agent, and a hydrating page's
  // first pass takes the same choice; without one the player shows its spinner until the
  // browser decides.
  const first = use(AppServicesContext)?.firstRender?.playerLayout;
  return useSyncExternalStore(subscribe, currentMode, () => first);
}
