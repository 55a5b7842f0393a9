import { Button, cn, formattersFor, useLocale } from '@lp/ui';
import { ArrowLeft, Radio, Users } from '@lp/ui/icons';
import { useId, useMemo, type ComponentProps } from 'react';
import { headingLevels } from '../admin-list-page';
import { ResourceProblem } from '../resource-problem';
import { ActivityTiles } from './activity-tiles';
import { ConnectionIndicator } from './connection-indicator';
import type { PresenceConnectionState } from './presence-connection-state';
import { PresenceCountCard } from './presence-count-card';
import { useUserStatsTexts, type UserStatsTexts } from './user-stats-texts';

export interface UserStatsPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The presence socket's state (spec 2 §4). */
  connection: PresenceConnectionState;
  /** 'Users Online Now'; null until the first count arrives. */
  onlineCount: number | null;
  /** 'Total Enrolled' (all-time registrations); null until the first count arrives. */
  totalEnrolled: number | null;
  /** When the next automatic attempt starts (epoch ms), while one waits: a countdown shows. */
  reconnectAt?: number;
  /** 'Reconnect now': connects at once, skipping the wait or after a failure. */
  onReconnectNow: () => void;
  /** The value of the 'New this week' placeholder tile (spec 2 §2.9: +1 to +5). */
  newThisWeek: number;
  /** Where 'Back to Dashboard' leads (the app's /dashboard). */
  backHref: string;
  /** The clock of the countdown (epoch ms); leave out to tick every second. @default the real clock */
  now?: number;
  /** BCP 47 locale of the counts. @default the page's language */
  locale?: string;
  /** The page heading's element: the app header holds the h1. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultUserStatsTexts */
  texts?: Partial<UserStatsTexts>;
}

/**
 * User statistics (spec 2 §2.9): the users online now, live from the presence socket, and the
 * total enrolled, with the socket's state, a countdown while it reconnects and 'Reconnect now',
 * the presence error when it failed or closed, and four placeholder tiles. The counts stay in
 * place through every state, so a reconnect does not blank them.
 */
export function UserStatsPage({
  connection,
  onlineCount,
  totalEnrolled,
  reconnectAt,
  onReconnectNow,
  newThisWeek,
  backHref,
  now,
  locale,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: UserStatsPageProps) {
  const texts = useUserStatsTexts(textsProp);
  const { Section } = headingLevels(Title);
  const titleId = useId();
  const treeLocale = useLocale();
  const format = useMemo(() => formattersFor(locale ?? treeLocale), [locale, treeLocale]);
  const failed = connection === 'error' || connection === 'closed';
  const waiting = connection === 'connecting';

  return (
    <div
      data-slot="user-stats"
      data-state={connection}
      className={cn('flex w-full min-w-0 flex-col gap-6 text-text', className)}
      {...props}
    >
      <Button href={backHref} variant="link" className="w-fit">
        <ArrowLeft aria-hidden="true" />
        {texts.back}
      </Button>
      <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <Title
              id={titleId}
              className="text-2xl leading-tight font-bold text-balance md:text-3xl"
            >
              {texts.title}
            </Title>
            <p className="text-base text-text-muted">{texts.intro}</p>
          </div>
          <ConnectionIndicator
            connection={connection}
            reconnectAt={reconnectAt}
            onReconnectNow={connection === 'reconnecting' ? onReconnectNow : undefined}
            now={now}
            texts={texts}
            className="md:justify-end"
          />
        </header>
        {failed ? (
          <ResourceProblem
            kind="error"
            title={texts.connectError}
            onRetry={() => onReconnectNow()}
            retryLabel={texts.reconnectNow}
            titleAs="p"
          />
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <PresenceCountCard
            label={texts.usersOnline}
            hint={texts.usersOnlineHint}
            value={onlineCount === null ? null : format.number(onlineCount)}
            pending={waiting}
            pendingLabel={texts.countPending}
            live
            icon={<Radio />}
            headingAs={Section}
          />
          <PresenceCountCard
            label={texts.totalEnrolled}
            hint={texts.totalEnrolledHint}
            value={totalEnrolled === null ? null : format.number(totalEnrolled)}
            pending={waiting}
            pendingLabel={texts.countPending}
            icon={<Users />}
            headingAs={Section}
          />
        </div>
        <ActivityTiles newThisWeek={newThisWeek} headingAs={Section} texts={texts} />
      </section>
    </div>
  );
}
