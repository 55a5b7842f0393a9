import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface HeaderBarProps extends Omit<ComponentProps<'header'>, 'title'> {
  /** The page title derived from the path (spec 1 §2.3), e.g. 'Dashboard'. */
  title?: ReactNode;
  /** The title's element: the page's heading by default. @default 'h1' */
  titleAs?: 'h1' | 'h2' | 'p';
  /** Before the title (a menu button, a logo). */
  start?: ReactNode;
  /** At the far end: notifications, the user menu. */
  end?: ReactNode;
  /** Sticks to the top of the scrolling page; off to show it in place (stories, previews). @default true */
  pinned?: boolean;
}

/** The 84 px top bar of the signed-in layout: the banner landmark with a title and start, middle and end slots. */
export function HeaderBar({
  title,
  titleAs: Title = 'h1',
  start,
  end,
  pinned = true,
  className,
  children,
  ...props
}: HeaderBarProps) {
  return (
    <header
      data-slot="header-bar"
      className={cn(
        pinned ? 'sticky' : 'static',
        'top-0 z-sticky flex h-(--lp-size-header-height) shrink-0 items-center gap-4 border-b border-border bg-surface px-4 font-sans text-text md:px-6',
        'forced-colors:border-[CanvasText]',
        className,
      )}
      {...props}
    >
      {start ? (
        <div data-slot="header-bar-start" className="flex shrink-0 items-center gap-2">
          {start}
        </div>
      ) : null}
      {title ? (
        <Title
          data-slot="header-bar-title"
          className="min-w-0 shrink truncate text-xl leading-tight font-semibold text-text"
        >
          {title}
        </Title>
      ) : null}
      <div
        data-slot="header-bar-middle"
        className="flex min-w-0 flex-1 items-center justify-center"
      >
        {children}
      </div>
      {end ? (
        <div data-slot="header-bar-end" className="flex shrink-0 items-center gap-2">
          {end}
        </div>
      ) : null}
    </header>
  );
}
