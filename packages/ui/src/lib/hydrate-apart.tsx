import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-drawn page that the browser hydrates in a task of its own, after the rest
 * and in slices: React hydrates a Suspense boundary the server completed at offscreen priority
 * (it shows the server's content meanwhile), and a click on it hydrates it first. A long page
 * then hydrates without one long task (the dashboard's carousel and learning hub; issue 31's
 * TBT). Nothing inside suspends: the fallback is never drawn, on the server or in the browser.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
