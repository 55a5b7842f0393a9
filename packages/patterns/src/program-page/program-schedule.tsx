import {
  SCHEDULE_STATUS_TICK_MS,
  scheduleStatuses,
  type ScheduleItem,
  type ScheduleItemStatus,
} from '@lp/contract';
import * as programPageMessages from '@lp/locales/en/program-page';
import {
  Badge,
  cn,
  formattersFor,
  splitDuration,
  useFormat,
  useMessages,
  useNow,
  type DurationParts,
  type Formatters,
} from '@lp/ui';
import { useId, useMemo, type ComponentProps } from 'react';

export interface ProgramScheduleTexts {
  /** The schedule's heading. */
  title: string;
  /** The line under the heading: every time is Central time (spec 2 §2.5). */
  timeZoneNote: string;
  /** The status badges; each says its status in words, so colour is never the only cue. */
  status: Record<ScheduleItemStatus, string>;
  /** Before an upcoming item's countdown. */
  startsIn: string;
  /** The countdown's unit suffixes, shown after the digits. */
  units: Record<keyof DurationParts, string>;
  /**
   * What screen readers read for an upcoming item's countdown: minutes at most, so the text
   * changes once a minute (the ticking digits are hidden from them).
   */
  startsInSpoken: (parts: DurationParts) => string;
}

type ProgramPageMessages = typeof programPageMessages.default;

/** The schedule's texts from a language's messages (the `program-page` namespace). */
function scheduleTextsFrom(m: ProgramPageMessages, format: Formatters): ProgramScheduleTexts {
  return {
    title: m.scheduleTitle,
    timeZoneNote: m.scheduleTimeZoneNote,
    status: { upcoming: m.statusUpcoming, live: m.statusLive, completed: m.statusCompleted },
    startsIn: m.startsIn,
    units: { days: m.unitDays, hours: m.unitHours, minutes: m.unitMinutes, seconds: m.unitSeconds },
    startsInSpoken: ({ days, hours, minutes }) => {
      const parts: string[] = [];
      if (days) parts.push(m.spokenDays({ count: days }));
      if (hours) parts.push(m.spokenHours({ count: hours }));
      if (minutes) parts.push(m.spokenMinutes({ count: minutes }));
      return parts.length
        ? m.startsInSpoken({ duration: format.list(parts, { type: 'unit', style: 'narrow' }) })
        : m.startsInLessThanAMinute;
    },
  };
}

export const defaultProgramScheduleTexts: ProgramScheduleTexts = scheduleTextsFrom(
  programPageMessages.default,
  formattersFor('en'),
);

/** The schedule's texts in the tree's language, with a deployment's overrides on top. */
export function useProgramScheduleTexts(
  overrides?: Partial<ProgramScheduleTexts>,
): ProgramScheduleTexts {
  const messages = useMessages(programPageMessages);
  const format = useFormat();
  const texts = useMemo(() => scheduleTextsFrom(messages, format), [messages, format]);
  return overrides ? { ...texts, ...overrides } : texts;
}

export interface ProgramScheduleProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The schedule items, in any order; they show in time order, grouped by day. */
  items: readonly ScheduleItem[];
  /** The clock (epoch ms); leave out to tick every second. Stories and tests pass a fixed time. */
  now?: number;
  /** The heading's level; the days' headings are one level below. @default 'h2' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultProgramScheduleTexts */
  texts?: Partial<ProgramScheduleTexts>;
}

const statusVariant = {
  upcoming: 'info',
  live: 'live',
  completed: 'neutral',
} as const satisfies Record<ScheduleItemStatus, string>;

/** The countdown's digits, such as '2d 04h 13m 20s' (days only when there are any). */
function countdownDigits(
  parts: DurationParts,
  units: ProgramScheduleTexts['units'],
  format: Formatters,
): string {
  const pad = (n: number) => format.number(n, { minimumIntegerDigits: 2 });
  const time = `${pad(parts.hours)}${units.hours} ${pad(parts.minutes)}${units.minutes} ${pad(parts.seconds)}${units.seconds}`;
  return parts.days > 0 ? `${format.number(parts.days)}${units.days} ${time}` : time;
}

interface DayGroup {
  key: string;
  label: string;
  rows: { item: ScheduleItem; status: ScheduleItemStatus }[];
}

/**
 * The event's live schedule (spec 2 §2.5): items grouped by day, each upcoming (with a countdown
 * to its start), live, or completed. One clock ticks every second for the whole schedule; with
 * `now` given, nothing ticks.
 */
export function ProgramSchedule({
  items,
  now: nowProp,
  headingAs: Heading = 'h2',
  texts: textsProp,
  className,
  ...props
}: ProgramScheduleProps) {
  const texts = useProgramScheduleTexts(textsProp);
  const format = useFormat();
  const ticking = useNow(SCHEDULE_STATUS_TICK_MS, nowProp === undefined);
  const now = nowProp ?? ticking;
  const headingId = useId();
  const groupId = useId();
  const DayHeading = Heading === 'h2' ? 'h3' : 'h4';

  const groups: DayGroup[] = [];
  for (const row of scheduleStatuses(items, now)) {
    const key = `${row.item.day}|${row.item.date}`;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.rows.push(row);
    else groups.push({ key, label: `${row.item.day}, ${row.item.date}`, rows: [row] });
  }

  return (
    <section
      data-slot="program-schedule"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 text-text', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-xl font-semibold">
          {texts.title}
        </Heading>
        <p className="text-sm text-text-muted">{texts.timeZoneNote}</p>
      </div>
      {groups.map((group, groupIndex) => {
        const dayId = `${groupId}-${groupIndex}`;
        return (
          <div key={group.key} className="flex flex-col gap-2">
            <DayHeading id={dayId} className="text-base font-semibold">
              {group.label}
            </DayHeading>
            <ol
              aria-labelledby={dayId}
              className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised"
            >
              {group.rows.map(({ item, status }) => {
                const parts = splitDuration(Date.parse(item.datetime) - now);
                return (
                  <li
                    key={item.id}
                    data-slot="program-schedule-item"
                    data-state={status}
                    className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 border-s-4 border-s-transparent p-3 data-[state=live]:border-s-danger"
                  >
                    <time
                      dateTime={item.datetime}
                      className="text-sm font-medium text-text-muted tabular-nums"
                    >
                      {item.time}
                    </time>
                    <span dir="auto" className="font-medium break-words">
                      {item.title}
                    </span>
                    <Badge variant={statusVariant[status]} dot={status !== 'completed'}>
                      {texts.status[status]}
                    </Badge>
                    {status === 'upcoming' ? (
                      <p
                        data-slot="program-schedule-countdown"
                        className="col-span-2 col-start-2 text-xs text-text-muted tabular-nums"
                      >
                        <span aria-hidden="true" className="whitespace-nowrap">
                          {texts.startsIn} {countdownDigits(parts, texts.units, format)}
                        </span>
                        <span className="sr-only">{texts.startsInSpoken(parts)}</span>
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
