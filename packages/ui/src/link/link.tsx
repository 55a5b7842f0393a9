import type { ComponentProps } from 'react';
import { useLinkBehavior } from './router';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The in-app address (or an external one); the app's router handles plain clicks on in-app ones. */
  href: string;
}

/**
 * A real `<a href>` that the app's router follows: a plain click navigates inside the app, a
 * modifier click opens a tab, hover and focus prefetch the page. Unstyled: callers add the look.
 */
export function Link({ href, onClick, onPointerEnter, onFocus, ...props }: LinkProps) {
  const behavior = useLinkBehavior(href, { onClick, onPointerEnter, onFocus });
  return <a data-slot="link" {...props} {...behavior} />;
}
