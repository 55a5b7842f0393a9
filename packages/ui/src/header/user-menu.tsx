import * as headerMessages from '@lp/locales/en/ui-header';
import { Suspense, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '../avatar';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { preloadable } from '../lib/preloadable';
import { useDeferredMenu, type TriggerProps } from './use-deferred-menu';

// The menu's Radix parts (menu, popper, focus and dismiss layers) load when the user points
// at, touches or focuses the trigger, or opens it; see useDeferredMenu.
const UserMenuPopup = preloadable('header/user-menu-popup', () =>
  import('./user-menu-popup').then((m) => m.UserMenuPopup),
);

export interface UserMenuProps extends Omit<ComponentProps<'button'>, 'children' | 'onSelect'> {
  /** The signed-in user's first name, shown on the trigger and in the menu. */
  firstName: string;
  /** Their last name, for the avatar's initials. */
  lastName?: string;
  /** Their e-mail, shown under the name in the menu. */
  email: string;
  /** Their picture; initials show without it. */
  avatarSrc?: string;
  /** Runs the Settings item. */
  onSettings: () => void;
  /** Runs the Sign Out item. */
  onSignOut: () => void;
  /** The Settings item's text. @default 'Settings' */
  settingsLabel?: string;
  /** The Sign Out item's text. @default 'Sign Out' */
  signOutLabel?: string;
  /** Added to the trigger's name after the first name ('Ada user menu'). @default 'user menu' */
  menuLabel?: string;
  /** More items between the user's details and Sign Out. */
  children?: ReactNode;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Hides the rest of the page from assistive tech while open. @default true */
  modal?: boolean;
}

/**
 * The header's account menu (spec 1 §2.3): first name and e-mail, Settings and Sign Out.
 * Its menu code loads on first use; until then the trigger is a plain button that looks,
 * reads and responds the same.
 */
export function UserMenu({
  firstName,
  lastName,
  email,
  avatarSrc,
  onSettings,
  onSignOut,
  children,
  open: openProp,
  onOpenChange,
  modal = true,
  className,
  ...allProps
}: UserMenuProps) {
  const text = useMessages(headerMessages);
  const {
    settingsLabel = text.settingsLabel,
    signOutLabel = text.signOutLabel,
    menuLabel = text.menuLabel,
    ...props
  } = allProps;
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const menu = useDeferredMenu(UserMenuPopup, { open, onOpenChange: setOpen });
  const trigger: TriggerProps = {
    ...props,
    'data-slot': 'user-menu-trigger',
    className: cn(
      'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full ps-1 pe-1 text-sm font-medium text-text md:pe-3',
      'transition-colors duration-150 hover:bg-primary-subtle motion-reduce:transition-none',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      'forced-colors:border forced-colors:border-[ButtonText]',
      className,
    ),
    children: (
      <>
        <span aria-hidden="true" className="flex">
          <Avatar name={fullName} src={avatarSrc} size="sm" />
        </span>
        {/* The name comes from the text (an aria-label would not match the visible initials). */}
        <span aria-hidden="true" className="hidden max-w-32 truncate md:inline">
          {firstName}
        </span>
        <span className="sr-only">{text.menuName({ name: firstName, menu: menuLabel })}</span>
      </>
    ),
  };
  const plain = <button {...menu.plainTriggerProps(trigger)} />;
  if (!menu.ready) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenuPopup
        open={open}
        onOpenChange={setOpen}
        modal={modal}
        trigger={menu.triggerProps(trigger)}
        firstName={firstName}
        email={email}
        onSettings={onSettings}
        onSignOut={onSignOut}
        settingsLabel={settingsLabel}
        signOutLabel={signOutLabel}
        onContentFocus={menu.onContentFocus}
      >
        {children}
      </UserMenuPopup>
    </Suspense>
  );
}
