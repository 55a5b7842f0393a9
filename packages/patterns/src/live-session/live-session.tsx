import { isAllowedEmbedUrl, toLiveStreamEmbedUrl, type LiveEvent } from '@lp/contract';
import * as liveSessionMessages from '@lp/locales/en/live-session';
import {
  Badge,
  Button,
  Card,
  EmbedPlayer,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  cn,
  useFormat,
  useMessages,
} from '@lp/ui';
import { CalendarDays, Clock, Radio, Settings, User, Users } from '@lp/ui/icons';
import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { ResourceProblem } from '../resource-problem';
import { DurationText } from '../duration-text';
import { eventWhen } from '../live-event-card/event-when';

/** The page's states: the app's request running, failed, or done. */
export type LiveSessionStatus = 'loading' | 'error' | 'ready';

/** What the player can show: nothing configured, an address that may not be framed, or the stream. */
export type LiveStreamState = 'none' | 'unplayable' | 'playing';

export interface LiveSessionTexts {
  /** The player frame's accessible name, from the event's title. */
  player: (title: string) => string;
  /** The LIVE badge. */
  live: string;
  /** The participants figure, visible and spoken. */
  participants: (count: number) => string;
  /** The details card's heading. */
  details: string;
  /** The details' labels. */
  date: string;
  duration: string;
  instructor: string;
  /** The session's date and time, as the event gives them. */
  when: (date: string, time: string) => string;
  /** The About heading over the description. */
  about: string;
  /** The teachers' link to the stream settings (spec 2 §2.4). */
  manageStream: string;
  /** The link to the program the session belongs to. */
  viewProgram: string;
  /** The player's placeholder when no stream address is configured. */
  noStreamTitle: string;
  noStreamHint: string;
  /** The player's placeholder when the address is not an embeddable video (never framed). */
  unplayableTitle: string;
  unplayableHint: string;
  /** Spoken while the page loads. */
  loading: string;
  /** Shown when the session could not be loaded. */
  error: string;
  /** The retry button. */
  retry: string;
  /** Shown when there is no live session. */
  emptyTitle: string;
  emptyHint: string;
}

type LiveSessionMessages = typeof liveSessionMessages.default;

/** The page's texts from a language's messages (the `live-session` namespace). */
function textsFrom(m: LiveSessionMessages): LiveSessionTexts {
  return {
    ...m,
    player: (title) => m.player({ title }),
    participants: (count) => m.participants({ count }),
    when: (date, time) => m.when({ date, time }),
  };
}

export const defaultLiveSessionTexts: LiveSessionTexts = textsFrom(liveSessionMessages.default);

/** The page's texts in the tree's language, with a deployment's overrides on top. */
export function useLiveSessionTexts(overrides?: Partial<LiveSessionTexts>): LiveSessionTexts {
  const messages = useMessages(liveSessionMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return overrides ? { ...texts, ...overrides } : texts;
}

export interface LiveSessionPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows a skeleton, error the message with Try again, ready the session (or the empty state without one). */
  status: LiveSessionStatus;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The live event (spec 2 §3); null shows the empty state. */
  event: LiveEvent | null;
  /** The configured stream address (liveStreamUrl), converted by spec 2 §5; null shows the placeholder. */
  streamUrl: string | null;
  /** How many people are watching (the presence count). */
  participants: number;
  /** Shows the Manage Stream link; the app decides (teachers only, spec 2 §6). @default false */
  showManageStream?: boolean;
  /** Where Manage Stream leads (/live/admin). */
  manageStreamHref: string;
  /** The program the session belongs to; without it no View Program link shows. */
  programHref?: string;
  /** The event title's element: the page's heading sits in the app header. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultLiveSessionTexts */
  texts?: Partial<LiveSessionTexts>;
}

/**
 * Which stream the player shows: YouTube watch and short links and Vimeo page links are
 * converted to embeds (spec 2 §5); only allow-listed embeds are ever framed.
 */
export function liveStreamSource(streamUrl: string | null | undefined): {
  state: LiveStreamState;
  src: string | null;
} {
  if (!streamUrl?.trim()) return { state: 'none', src: null };
  const src = toLiveStreamEmbedUrl(streamUrl);
  return isAllowedEmbedUrl(src) ? { state: 'playing', src } : { state: 'unplayable', src: null };
}

/**
 * The live session page (/live, spec 2 §2.4): the stream in a 16:9 player with a LIVE badge and
 * the number watching, the event's title, date, duration, instructor and description, and a
 * Manage Stream link for teachers; or its loading, error and empty states.
 */
export function LiveSessionPage({
  status,
  onRetry,
  event,
  streamUrl,
  participants,
  showManageStream = false,
  manageStreamHref,
  programHref,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: LiveSessionPageProps) {
  const texts = useLiveSessionTexts(textsProp);
  const format = useFormat();
  const titleId = useId();
  const detailsId = useId();
  const shown = status === 'ready' && !event ? 'empty' : status;
  const root = (children: ReactNode) => (
    <div
      data-slot="live-session"
      data-state={shown}
      className={cn('flex min-w-0 flex-col gap-6 text-text', className)}
      {...props}
    >
      {children}
    </div>
  );

  if (shown === 'loading') return root(<LiveSessionSkeleton label={texts.loading} />);
  if (shown === 'error') {
    return root(
      <ResourceProblem
        kind="error"
        title={texts.error}
        onRetry={onRetry}
        retryLabel={texts.retry}
        titleAs={Title}
      />,
    );
  }
  if (shown === 'empty' || !event) {
    return root(
      <EmptyState
        icon={<Radio />}
        title={texts.emptyTitle}
        hint={texts.emptyHint}
        titleAs="h2"
        action={
          programHref ? (
            <Button href={programHref} variant="outline">
              {texts.viewProgram}
            </Button>
          ) : undefined
        }
      />,
    );
  }

  const stream = liveStreamSource(streamUrl);
  const when = eventWhen(event, format);
  const placeholder =
    stream.state === 'unplayable'
      ? { title: texts.unplayableTitle, hint: texts.unplayableHint }
      : { title: texts.noStreamTitle, hint: texts.noStreamHint };

  return root(
    <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
      <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
        <EmbedPlayer
          data-stream={stream.state}
          src={stream.src}
          title={texts.player(event.title)}
          placeholderTitle={placeholder.title}
          placeholderHint={placeholder.hint}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Badge variant="live">{texts.live}</Badge>
          <p
            data-slot="live-session-participants"
            className="flex items-center gap-1.5 text-sm text-text-muted"
          >
            <Users aria-hidden="true" className="size-4 shrink-0" />
            <span className="font-medium text-text tabular-nums">
              {texts.participants(participants)}
            </span>
          </p>
          {showManageStream ? (
            <Button href={manageStreamHref} variant="outline" size="sm" className="ms-auto">
              <Settings aria-hidden="true" />
              {texts.manageStream}
            </Button>
          ) : null}
        </div>
        <Title
          dir="auto"
          id={titleId}
          className="text-2xl leading-tight font-bold break-words text-balance md:text-3xl"
        >
          {event.title}
        </Title>
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">{texts.about}</h3>
          <p
            dir="auto"
            className="max-w-prose text-base leading-relaxed whitespace-pre-line text-text-muted"
          >
            {event.description}
          </p>
        </div>
      </section>
      <Card asChild className="p-5">
        <aside aria-labelledby={detailsId} data-slot="live-session-details">
          <h3 id={detailsId} className="text-base font-semibold">
            {texts.details}
          </h3>
          <dl className="grid gap-3 text-sm md:grid-cols-3 xl:grid-cols-1">
            <Detail icon={<CalendarDays />} label={texts.date}>
              {when.time ? texts.when(when.date, when.time) : when.date}
            </Detail>
            <Detail icon={<Clock />} label={texts.duration}>
              <DurationText of={event} />
            </Detail>
            <Detail icon={<User />} label={texts.instructor}>
              {event.instructor}
            </Detail>
          </dl>
          {programHref ? (
            <Button href={programHref} variant="outline" className="w-full md:w-fit xl:w-full">
              {texts.viewProgram}
            </Button>
          ) : null}
        </aside>
      </Card>
    </div>,
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-text-muted [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ps-6 font-medium break-words">{children}</dd>
    </div>
  );
}

/** The page's shape while its request runs. */
function LiveSessionSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="live-session-skeleton">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="aspect-video w-full" />
          <div className="flex gap-3">
            <Skeleton className="h-5 w-14" />
            <Skeleton shape="text" width="w-24" />
          </div>
          <Skeleton className="h-8" width="w-2/3" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="w-5/6" />
        </div>
        <div className="flex flex-col gap-4 rounded-lg border border-border p-5">
          <Skeleton shape="text" width="w-32" />
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-9" />
              <Skeleton shape="text" width="w-40" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
