import * as headerMessages from '@lp/locales/en/ui-header';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '../avatar';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { preloadable } from '../lib/preloadable';
import { useArrivedBlock } from './use-deferred-menu';

// The side menu (Radix Dialog with its scroll lock, focus trap and dismiss layer) loads when
// the user points at, touches or focuses the avatar button, or opens the menu. On a desktop,
// where this header is hidden, it never loads.
const MobileHeaderMenu = preloadable('header/mobile-header-menu', () =>
  import('./mobile-header-menu').then((m) => m.MobileHeaderMenu),
);

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
  open: openProp,
  onOpenChange,
  pinned = true,
  className,
  ...allProps
}: MobileHeaderProps) {
  const text = useMessages(headerMessages);
  const {
    signOutLabel = text.signOutLabel,
    menuButtonLabel = text.menuButtonLabel,
    menuTitle = text.menuTitle,
    ...props
  } = allProps;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { ready, load: loadMenu } = useArrivedBlock(MobileHeaderMenu);
  // Opened before the code arrived (or open from the start): it opens when the code is here.
  useEffect(() => {
    if (open && !ready) loadMenu();
  }, [open, ready, loadMenu]);
  // The sheet mounts with the first opening and stays, so it can close like a Radix sheet.
  const [menuMounted, setMenuMounted] = useState(open);
  if (open && !menuMounted) setMenuMounted(true);
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
      {/* A plain button rather than a Radix trigger, so it is there before the sheet's code. */}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-slot="mobile-header-menu-button"
        onPointerEnter={loadMenu}
        onPointerDown={loadMenu}
        onTouchStart={loadMenu}
        onFocus={loadMenu}
        onClick={() => setOpen(!open)}
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
      </button>
      {menuMounted && ready ? (
        <Suspense fallback={null}>
          <MobileHeaderMenu
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
            userName={userName}
            avatarSrc={avatarSrc}
            menu={menu}
            roleLabel={roleLabel}
            onSignOut={
              onSignOut
                ? () => {
                    setOpen(false);
                    onSignOut();
                  }
                : undefined
            }
            signOutLabel={signOutLabel}
            menuTitle={menuTitle}
          />
        </Suspense>
      ) : null}
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
