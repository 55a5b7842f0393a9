export type PerformanceRating = 'Excellent' | 'Good' | 'Average' | 'Poor';

/** Spec 2 §9: 90 and up Excellent, 80 and up Good, 70 and up Average, below that Poor. */
export function performanceRating(score: number): PerformanceRating {
  if (score >= 90) return 'Excellent';
  if (score >= 80) return 'Good';
  if (score >= 70) return 'Average';
  return 'Poor';
}

/** Students are shown as K above 1000, with one decimal when it is not zero: 1500 → '1.5K'. */
export function formatStudentsCount(count: number): string {
  if (count <= 1000) return String(count);
  const thousands = (count / 1000).toFixed(1).replace(/\.0$/, '');
  return `${thousands}K`;
}

// Made on first use: an Intl formatter costs a page that never shows one time as it loads.
let relativeDays: Intl.RelativeTimeFormat | undefined;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A saved item's freshness in whole days: 'Updated today', 'Updated yesterday', 'Updated 3 days ago'. */
export function updatedAgo(updatedAt: string, now: Date | number): string {
  const days = Math.round((Date.parse(updatedAt) - Number(now)) / DAY_MS);
  relativeDays ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  return `Updated ${relativeDays.format(days, 'day')}`;
}
