import * as layoutMessages from '@lp/locales/en/ui-layout';
import type { ComponentProps } from 'react';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

/** The id the skip link jumps to and `Main` carries. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps extends ComponentProps<'a'> {
  /** The id of the element to jump to, without `#`. @default 'main-content' */
  targetId?: string;
}

/** The first stop of the tab order: a link past the navigation, hidden until it has focus. */
export function SkipLink({
  targetId = MAIN_CONTENT_ID,
  className,
  children,
  ...props
}: SkipLinkProps) {
  const text = useMessages(layoutMessages);
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-tooltip',
        'focus:rounded-md focus:bg-surface-raised focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-text focus:shadow-md',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'forced-colors:focus:border forced-colors:focus:border-[LinkText]',
        className,
      )}
      {...props}
    >
      {children ?? text.skipLink}
    </a>
  );
}

export interface MainProps extends ComponentProps<'main'> {
  /** The id the skip link targets. @default 'main-content' */
  id?: string;
}

/** The page's main landmark: the skip link's target, focusable by script so the jump moves focus too. */
export function Main({ id = MAIN_CONTENT_ID, className, ...props }: MainProps) {
  return (
    <main
      data-slot="main"
      id={id}
      tabIndex={-1}
      className={cn('min-w-0 flex-1 focus:outline-none', className)}
      {...props}
    />
  );
}
