import { Badge, Button, cn } from '@lp/ui';
import { RotateCw } from '@lp/ui/icons';
import type { ComponentProps } from 'react';
import type { PresenceConnectionState } from './presence-connection-state';
import { useSecondsUntil } from './use-seconds-until';
import { connectionLabel, type UserStatsTexts } from './user-stats-texts';

const tone = {
  connecting: 'info',
  connected: 'success',
  reconnecting: 'warning',
  closed: 'neutral',
  error: 'danger',
} as const satisfies Record<PresenceConnectionState, string>;

export interface ConnectionIndicatorProps extends Omit<ComponentProps<'div'>, 'children'> {
  connection: PresenceConnectionState;
  /** When the next automatic attempt starts (epoch ms), while one waits. */
  reconnectAt?: number;
  /** Shows 'Reconnect now' (while reconnecting; the error's own button serves the failed states). */
  onReconnectNow?: () => void;
  now?: number;
  texts: UserStatsTexts;
}

/**
 * The presence socket's state as a labelled badge, a countdown to the next automatic attempt
 * and 'Reconnect now'. Only the badge is a live region: a change of state is announced, the
 * countdown's every second is not.
 */
export function ConnectionIndicator({
  connection,
  reconnectAt,
  onReconnectNow,
  now,
  texts,
  className,
  ...props
}: ConnectionIndicatorProps) {
  return (
    <div
      data-slot="connection-indicator"
      data-state={connection}
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}
      {...props}
    >
      <p role="status" className="flex items-center gap-2">
        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, not words */}
        <span className="sr-only">{texts.connection}: </span>
        <Badge variant={tone[connection]} dot data-slot="connection-state">
          {connectionLabel(connection, texts)}
        </Badge>
      </p>
      {reconnectAt !== undefined && (connection === 'reconnecting' || connection === 'error') ? (
        // Keyed on the target, so a new wait starts from a fresh reading of the clock.
        <RetryCountdown key={reconnectAt} target={reconnectAt} now={now} texts={texts} />
      ) : null}
      {onReconnectNow ? (
        <Button size="sm" variant="outline" onClick={() => onReconnectNow()}>
          <RotateCw aria-hidden="true" />
          {texts.reconnectNow}
        </Button>
      ) : null}
    </div>
  );
}

function RetryCountdown({
  target,
  now,
  texts,
}: {
  target: number;
  now?: number;
  texts: UserStatsTexts;
}) {
  const seconds = useSecondsUntil(target, now);
  return (
    <span data-slot="retry-countdown" className="text-sm text-text-muted tabular-nums">
      {seconds > 0 ? texts.retryIn(seconds) : texts.retrying}
    </span>
  );
}
