import en from '@lp/locales/en/ui-charts';
/** A labelled value (a day, a month, a department). */
export interface Datum {
  label: string;
  value: number;
}

/** A linear scale from a domain onto a range; a flat domain maps to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  return (value: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Positions of line-chart points inside a width x height box with padding. */
export function linePoints(
  values: readonly number[],
  box: { width: number; height: number; padding: number },
  domain?: readonly [number, number],
): { x: number; y: number }[] {
  const min = domain?.[0] ?? Math.min(...values);
  const max = domain?.[1] ?? Math.max(...values);
  const x = linearScale(
    [0, Math.max(values.length - 1, 1)],
    [box.padding, box.width - box.padding],
  );
  const y = linearScale([min, max], [box.height - box.padding, box.padding]);
  return values.map((value, i) => ({ x: x(i), y: y(value) }));
}

/** An SVG path through the points (straight segments). */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');
}

/** A bar's height as a share (0-1) of the scale's maximum, clamped. */
export function barShare(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** Each slice's share of the total in percent, and where it starts (0-100) around the ring. */
export function donutSlices(values: readonly number[]): { percent: number; offset: number }[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  let offset = 0;
  return values.map((value) => {
    const percent = total > 0 ? (Math.max(0, value) / total) * 100 : 0;
    const slice = { percent, offset };
    offset += percent;
    return slice;
  });
}

/** '9 am' ... '12 pm' ... '3 pm' for the heatmap's hourly slots. */
export function hourLabel(hour: number): string {
  return en.hourLabel({ hour: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? 'am' : 'pm' });
}

/** Chart colour roles of the contract's samples ('chart-1'...) onto theme colours (never raw values). */
export const chartColors: Record<string, string> = {
  'chart-1': 'var(--color-primary)',
  'chart-2': 'var(--color-secondary)',
  'chart-3': 'var(--color-accent)',
  'chart-4': 'var(--lp-color-brand-300, var(--color-primary-subtle))',
  'chart-5': 'var(--lp-color-brand-800, var(--color-text-muted))',
};

/** A chart colour for a role, falling back on the role list by position. */
export function chartColor(role: string | undefined, index: number): string {
  return (role && chartColors[role]) ?? Object.values(chartColors)[index % 5]!;
}
