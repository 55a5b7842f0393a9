import { Outlet } from 'react-router-dom';
import { useLinkInterception } from './use-link-interception';

/** The plain layout without a sidebar (auth screens and other pages, spec 1 section 2.1). */
export function PlainLayout() {
  useLinkInterception();
  return (
    <main id="main" className="min-h-dvh bg-surface px-4 text-text">
      <Outlet />
    </main>
  );
}

/** Signed-in screens that bring their own header and landmarks (the lesson player): no shell. */
export function FullScreenLayout() {
  useLinkInterception();
  return <Outlet />;
}
