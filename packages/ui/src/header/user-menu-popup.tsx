import type { FocusEvent, ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import type { TriggerProps } from './use-deferred-menu';

export interface UserMenuPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal: boolean;
  /** The trigger's props and contents: the same as the plain button's before this loaded. */
  trigger: TriggerProps;
  firstName: string;
  email: string;
  onSettings: () => void;
  onSignOut: () => void;
  settingsLabel: string;
  signOutLabel: string;
  children?: ReactNode;
  /** Passes focus to the first item when the menu was opened from the keyboard before this loaded. */
  onContentFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** The user menu's Radix parts, loaded on first use (see `UserMenu`). */
export function UserMenuPopup({
  open,
  onOpenChange,
  modal,
  trigger,
  firstName,
  email,
  onSettings,
  onSignOut,
  settingsLabel,
  signOutLabel,
  children,
  onContentFocus,
}: UserMenuPopupProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={modal}>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent align="end" data-slot="user-menu" onFocus={onContentFocus}>
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
