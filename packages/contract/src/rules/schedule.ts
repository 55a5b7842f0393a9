import type { ScheduleItem } from '../entities/program';

export type ScheduleItemStatus = 'upcoming' | 'live' | 'completed';

/** With no next item, an item is live for 2 hours (spec 2 §2.5). */
export const LAST_ITEM_LIVE_MS = 2 * 60 * 60 * 1000;

/**
 * Spec 2 §2.5: upcoming before its start; live from its start until the next item's start
 * (or 2 hours after when there is no next item); completed afterwards.
 */
export function scheduleItemStatus(
  item: Pick<ScheduleItem, 'datetime'>,
  nextItem: Pick<ScheduleItem, 'datetime'> | undefined,
  now: Date | number,
): ScheduleItemStatus {
  const time = typeof now === 'number' ? now : now.getTime();
  const start = Date.parse(item.datetime);
  const end = nextItem ? Date.parse(nextItem.datetime) : start + LAST_ITEM_LIVE_MS;
  if (time < start) return 'upcoming';
  if (time < end) return 'live';
  return 'completed';
}

/** The status of every item, the items taken in time order. */
export function scheduleStatuses(
  items: readonly ScheduleItem[],
  now: Date | number,
): { item: ScheduleItem; status: ScheduleItemStatus }[] {
  const ordered = [...items].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  return ordered.map((item, index) => ({
    item,
    status: scheduleItemStatus(item, ordered[index + 1], now),
  }));
}
