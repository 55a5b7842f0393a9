import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '../avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { cn } from '../lib/cn';

export interface UserMenuProps extends Omit<
  ComponentProps<typeof DropdownMenuTrigger>,
  'children' | 'onSelect'
> {
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

/** The header's account menu (spec 1 §2.3): first name and e-mail, Settings and Sign Out. */
export function UserMenu({
  firstName,
  lastName,
  email,
  avatarSrc,
  onSettings,
  onSignOut,
  settingsLabel = 'Settings',
  signOutLabel = 'Sign Out',
  menuLabel = 'user menu',
  children,
  open,
  onOpenChange,
  modal = true,
  className,
  ...props
}: UserMenuProps) {
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={modal}>
      <DropdownMenuTrigger
        data-slot="user-menu-trigger"
        className={cn(
          'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full ps-1 pe-1 text-sm font-medium text-text sm:pe-3',
          'transition-colors duration-150 hover:bg-primary-subtle motion-reduce:transition-none',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'forced-colors:border forced-colors:border-[ButtonText]',
          className,
        )}
        {...props}
      >
        <span aria-hidden="true" className="flex">
          <Avatar name={fullName} src={avatarSrc} size="sm" />
        </span>
        {/* The name comes from the text (an aria-label would not match the visible initials). */}
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{firstName}</span>
        <span className="sr-only"> {menuLabel}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" data-slot="user-menu">
        <DropdownMenuLabel className="grid gap-0.5">
          <span data-slot="user-menu-name" className="truncate text-sm font-semibold text-text">
            {firstName}
          </span>
          <span
            data-slot="user-menu-email"
            className="truncate text-xs font-normal text-text-muted"
          >
            {email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {children}
        <DropdownMenuItem onSelect={onSettings}>{settingsLabel}</DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>{signOutLabel}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
