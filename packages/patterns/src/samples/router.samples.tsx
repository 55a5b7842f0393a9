import { RouterProvider } from '@lp/ui';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';

/**
 * A stand-in for the app's router in stories: links navigate through it instead of loading a
 * page, and the last address they asked for shows under the story (so a play function can
 * check where a link went without leaving the story).
 */
export function SampleRouter({
  children,
  onNavigate,
}: {
  children: ReactNode;
  /** Also told of each navigation, e.g. to open a lesson in place. */
  onNavigate?: (href: string) => void;
}) {
  const [visited, setVisited] = useState<string>();
  return (
    <RouterProvider
      navigate={(href) => {
        setVisited(href);
        onNavigate?.(href);
      }}
    >
      {children}
      {visited !== undefined ? (
        <p data-slot="sample-router" className="sr-only">
          Navigated to <output>{visited}</output>
        </p>
      ) : null}
    </RouterProvider>
  );
}

/** Storybook decorator: the story's links follow the sample router. */
export const withSampleRouter: Decorator = (Story) => (
  <SampleRouter>
    <Story />
  </SampleRouter>
);
