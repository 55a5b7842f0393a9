import type { Formatters } from '@lp/ui';

/** What notes and bookmarks share for ordering: when they were made and where in the media. */
interface Dated {
  timestamp: number;
  createdAt?: string;
}

function createdMs(item: Dated): number {
  const ms = item.createdAt ? Date.parse(item.createdAt) : Number.NaN;
  // Items without a (readable) date sort after the dated ones.
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Newest first: by createdAt descending, then by media timestamp descending. Returns a new list. */
export function newestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const byDate = createdMs(b) - createdMs(a);
    if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
    return b.timestamp - a.timestamp;
  });
}

/** A date-time for display in the page's language, or undefined when it cannot be read. */
export function formatCreatedAt(iso: string, format: Formatters): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return format.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}
