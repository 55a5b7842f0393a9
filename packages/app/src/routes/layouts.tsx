import { Outlet } from 'react-router-dom';

/** The plain layout without a sidebar (auth screens and other pages, spec 1 section 2.1). */
export function PlainLayout() {
  return (
    <main id="main" className="min-h-dvh bg-surface px-4 text-text">
      <Outlet />
    </main>
  );
}

/**
 * The signed-in layout. Until the AppShell pattern lands (issue 7) it is the content area
 * alone; the sidebar, header, bottom bar and palette will wrap this Outlet.
 */
export function SignedInLayout() {
  return (
    <main id="main" className="min-h-dvh bg-surface px-4 text-text">
      <Outlet />
    </main>
  );
}
