import type { ReactNode, RefObject } from 'react';
import { Avatar } from '../avatar';
import { cn } from '../lib/cn';
import { Sheet, SheetContent, SheetFooter, SheetTitle } from '../sheet';

export interface MobileHeaderMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The avatar button that opens it: focus returns there when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  userName: string;
  avatarSrc?: string;
  menu: ReactNode;
  roleLabel?: string;
  /** Closes the menu and signs out; without it there is no Sign Out button. */
  onSignOut?: () => void;
  signOutLabel: string;
  menuTitle: string;
}

/** The mobile header's side menu (a Radix Dialog sheet), loaded on first use (see `MobileHeader`). */
export function MobileHeaderMenu({
  open,
  onOpenChange,
  returnFocusTo,
  userName,
  avatarSrc,
  menu,
  roleLabel,
  onSignOut,
  signOutLabel,
  menuTitle,
}: MobileHeaderMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        size="sm"
        aria-describedby={undefined}
        data-slot="mobile-header-menu"
        density="compact"
        // The avatar button is not a Radix trigger, so Radix does not know where to return focus.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
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
              onClick={onSignOut}
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
  );
}
