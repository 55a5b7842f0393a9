import {
  SCHEDULE_STATUS_TICK_MS,
  scheduleStatuses,
  type ScheduleItem,
  type ScheduleItemStatus,
} from '@lp/contract';
import { Badge, cn, splitDuration, useNow, type DurationParts } from '@lp/ui';
import { useId, type ComponentProps } from 'react';

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

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export const defaultProgramScheduleTexts: ProgramScheduleTexts = {
  title: 'Live Event Schedule',
  timeZoneNote: 'All times are Central Time (UTC-06:00).',
  status: { upcoming: 'Upcoming', live: 'Live now', completed: 'Completed' },
  startsIn: 'Starts in',
  units: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
  startsInSpoken: ({ days, hours, minutes }) => {
    const parts: string[] = [];
    if (days) parts.push(plural(days, 'day'));
    if (hours) parts.push(plural(hours, 'hour'));
    if (minutes) parts.push(plural(minutes, 'minute'));
    return parts.length ? `Starts in ${parts.join(' ')}` : 'Starts in less than a minute';
  },
};

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

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown's digits, such as '2d 04h 13m 20s' (days only when there are any). */
function countdownDigits(parts: DurationParts, units: ProgramScheduleTexts['units']): string {
  const time = `${pad(parts.hours)}${units.hours} ${pad(parts.minutes)}${units.minutes} ${pad(parts.seconds)}${units.seconds}`;
  return parts.days > 0 ? `${parts.days}${units.days} ${time}` : time;
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
  const texts = { ...defaultProgramScheduleTexts, ...textsProp };
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
                    <span className="font-medium break-words">{item.title}</span>
                    <Badge variant={statusVariant[status]} dot={status !== 'completed'}>
                      {texts.status[status]}
                    </Badge>
                    {status === 'upcoming' ? (
                      <p
                        data-slot="program-schedule-countdown"
                        className="col-span-2 col-start-2 text-xs text-text-muted tabular-nums"
                      >
                        <span aria-hidden="true" className="whitespace-nowrap">
                          {texts.startsIn} {countdownDigits(parts, texts.units)}
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
