import * as headerMessages from '@lp/locales/en/ui-header';
import type { ComponentProps } from 'react';
import { Bell } from '../icon';
import { useFormat, useMessages } from '../i18n';
import { cn } from '../lib/cn';

export interface NotificationsButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Unread notifications; 0 or none shows no badge. @default 0 */
  count?: number;
  /** The button's name. @default 'Notifications' */
  label?: string;
  /** How the count joins the name. @default (n) => `${n} unread` */
  unreadLabel?: (count: number) => string;
  /** Counts above this show as `max+`. @default 99 */
  max?: number;
}

/** The header's bell: an icon button whose name carries the unread count ('Notifications, 3 unread'). */
export function NotificationsButton({
  count = 0,
  max = 99,
  className,
  type = 'button',
  ...allProps
}: NotificationsButtonProps) {
  const text = useMessages(headerMessages);
  const format = useFormat();
  const {
    label = text.notificationsLabel,
    unreadLabel = (n: number) => text.unreadLabel({ count: n }),
    ...props
  } = allProps;
  const unread = Math.max(0, Math.floor(count));
  const name = unread > 0 ? text.notificationsName({ label, unread: unreadLabel(unread) }) : label;
  return (
    <button
      data-slot="notifications-button"
      data-unread={unread > 0}
      type={type}
      className={cn(
        'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-text',
        'transition-colors duration-150 hover:bg-primary-subtle motion-reduce:transition-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'forced-colors:border forced-colors:border-[ButtonText]',
        className,
      )}
      {...props}
    >
      <Bell aria-hidden="true" className="size-5" />
      {/* Named by text, not aria-label: the badge shows '99+' where the name says the real count. */}
      <span className="sr-only">{name}</span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-slot="notifications-button-count"
          className="absolute -end-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs leading-none font-semibold text-on-danger forced-colors:border forced-colors:border-[CanvasText]"
        >
          {unread > max ? text.overMax({ max: format.number(max) }) : format.number(unread)}
        </span>
      ) : null}
    </button>
  );
}
