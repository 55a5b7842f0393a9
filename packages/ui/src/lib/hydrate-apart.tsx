import { Suspense, use, useId, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A part of a server-drawn page that the browser hydrates in a task of its own, after the rest
 * and in slices: React hydrates a Suspense boundary the server completed at offscreen priority
 * (it shows the server's content meanwhile), and a click on it hydrates it first. A long page
 * then hydrates without one long task (the dashboard's carousel and learning hub; issue 31's
 * TBT). The fallback is never drawn, on the server or in the browser.
 *
 * `untilVisible` goes further for a part below the first screen: it is not hydrated at all
 * until it comes near the viewport, or a pointer, key or focus reaches it (then at once, before
 * React handles that event). Until then it is the server's HTML: links work, buttons wait.
 * Its content should take props that stay the same while the page settles: an update that
 * reaches the part before it is hydrated makes React draw it again in the browser instead
 * (correct, just the cost this saves).
 */
export function HydrateApart({
  children,
  untilVisible = false,
}: {
  children: ReactNode;
  /** Hydrate only once the part comes near the viewport or is used. @default false */
  untilVisible?: boolean;
}) {
  const id = useId();
  if (!untilVisible) return <Suspense fallback={null}>{children}</Suspense>;
  return (
    <div {...{ [PART_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <WaitUntilVisible id={id} />
        {children}
      </Suspense>
    </div>
  );
}

const PART_ATTRIBUTE = 'data-hydrate-until-visible';
/** How near the viewport a part is hydrated: a screen's scroll ahead, so it is ready in time. */
const NEAR_VIEWPORT = '50% 0px';
/** What reaches a part first when someone uses it. */
const USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

const opened = new Set<string>();
const waits = new Map<string, Promise<void>>();

/** Suspends the hydration of its boundary until the part is near the viewport or used. */
function WaitUntilVisible({ id }: { id: string }) {
  // False only while hydrating: a part the browser draws itself (a move within the app, or a
  // part React had to draw again) does not wait.
  const hydrated = useHydrated();
  if (hydrated || opened.has(id)) return null;
  const wait = waitFor(id);
  if (wait) use(wait);
  return null;
}

function waitFor(id: string): Promise<void> | null {
  const known = waits.get(id);
  if (known) return known;
  const part =
    typeof document === 'undefined'
      ? undefined
      : [...document.querySelectorAll(`[${PART_ATTRIBUTE}]`)].find(
          (element) => element.getAttribute(PART_ATTRIBUTE) === id,
        );
  if (!part || typeof IntersectionObserver === 'undefined') return null;
  const wait = new Promise<void>((resolve) => {
    const open = () => {
      observer.disconnect();
      for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true);
      opened.add(id);
      waits.delete(id);
      resolve();
    };
    // On the window, in the capture phase: before React's own listener on its root tries to
    // hydrate the part for this event, so that attempt finds it open.
    const onUse = (event: Event) => {
      if (event.target instanceof Node && part.contains(event.target)) open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(part);
    for (const type of USE_EVENTS) window.addEventListener(type, onUse, true);
  });
  waits.set(id, wait);
  return wait;
}
