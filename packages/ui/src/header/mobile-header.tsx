import { useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '../avatar';
import { Sheet, SheetContent, SheetFooter, SheetTitle, SheetTrigger } from '../sheet';
import { cn } from '../lib/cn';

export interface MobileHeaderProps extends Omit<ComponentProps<'header'>, 'title' | 'children'> {
  /** The user's full name: the avatar's initials and alt text. */
  userName: string;
  /** Their picture; initials show without it. */
  avatarSrc?: string;
  /** The page title. */
  title?: ReactNode;
  /** At the far end (notifications, search). */
  end?: ReactNode;
  /** The side menu's contents: the spec's mobile menu items (a `Sidebar variant="panel"` fits). */
  menu: ReactNode;
  /** The role label under the name (Teacher, Admin, Superuser, otherwise Student). */
  roleLabel?: string;
  /** Adds a Sign Out button at the bottom of the menu. */
  onSignOut?: () => void;
  /** The Sign Out button's text. @default 'Sign Out' */
  signOutLabel?: string;
  /** Name of the avatar button. @default 'Open menu' */
  menuButtonLabel?: string;
  /** The side menu's accessible title. @default 'Menu' */
  menuTitle?: string;
  /** Whether the menu is open (controlled, e.g. to close it on navigation). */
  open?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Sticks to the top of the scrolling page; off to show it in place (stories, previews). @default true */
  pinned?: boolean;
}

/** The phone header (spec 1 §2.3): an avatar that opens the side menu from the left, and the page title. */
export function MobileHeader({
  userName,
  avatarSrc,
  title,
  end,
  menu,
  roleLabel,
  onSignOut,
  signOutLabel = 'Sign Out',
  menuButtonLabel = 'Open menu',
  menuTitle = 'Menu',
  open: openProp,
  onOpenChange,
  pinned = true,
  className,
  ...props
}: MobileHeaderProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <header
      data-slot="mobile-header"
      className={cn(
        pinned ? 'sticky' : 'static',
        'top-0 z-sticky flex h-16 items-center gap-3 border-b border-border bg-surface px-4 font-sans text-text md:hidden',
        'forced-colors:border-[CanvasText]',
        className,
      )}
      {...props}
    >
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger
          data-slot="mobile-header-menu-button"
          className={cn(
            'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'forced-colors:border forced-colors:border-[ButtonText]',
          )}
        >
          <span aria-hidden="true" className="flex">
            <Avatar name={userName} src={avatarSrc} size="md" />
          </span>
          <span className="sr-only">{menuButtonLabel}</span>
        </SheetTrigger>
        <SheetContent
          side="left"
          size="sm"
          aria-describedby={undefined}
          data-slot="mobile-header-menu"
          density="compact"
        >
          {/* Not SheetHeader: the avatar beside the name is a row, not the header's stack. */}
          <div data-slot="sheet-header" className="flex items-center gap-3 pe-8">
            <span aria-hidden="true" className="flex">
              <Avatar name={userName} src={avatarSrc} size="md" />
            </span>
            <div className="grid min-w-0">
              <SheetTitle className="sr-only">{menuTitle}</SheetTitle>
              <p
                data-slot="mobile-header-user"
                className="truncate text-base font-semibold text-text"
              >
                {userName}
              </p>
              {roleLabel ? (
                <span data-slot="mobile-header-role" className="text-sm text-text-muted">
                  {roleLabel}
                </span>
              ) : null}
            </div>
          </div>
          <div data-slot="mobile-header-menu-body" className="min-h-0 flex-1">
            {menu}
          </div>
          {onSignOut ? (
            <SheetFooter>
              <button
                type="button"
                data-slot="mobile-header-sign-out"
                onClick={() => {
                  setOpen(false);
                  onSignOut();
                }}
                className={cn(
                  'inline-flex h-10 w-full cursor-pointer items-center justify-center rounded-md border border-border-strong text-sm font-medium text-text',
                  'hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  'forced-colors:border-[ButtonText]',
                )}
              >
                {signOutLabel}
              </button>
            </SheetFooter>
          ) : null}
        </SheetContent>
      </Sheet>
      {title ? (
        <h1
          data-slot="mobile-header-title"
          className="min-w-0 flex-1 truncate text-lg font-semibold"
        >
          {title}
        </h1>
      ) : (
        <div className="flex-1" />
      )}
      {end ? <div className="flex shrink-0 items-center gap-2">{end}</div> : null}
    </header>
  );
}
