/** The three heatmap levels of spec 2 §9: under 1 hr, 1 to 2 hrs, 2+ hrs. */
export type HeatmapLevel = 0 | 1 | 2;

export function heatmapLevel(hours: number): HeatmapLevel {
  if (hours >= 2) return 2;
  if (hours >= 1) return 1;
  return 0;
}
