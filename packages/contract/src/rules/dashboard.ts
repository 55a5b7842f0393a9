import { dailyActiveChart } from '../constants/dashboard';
import type { CourseSummary } from '../entities/course';

export const DASHBOARD_MAX_COURSES = 8;
export const DASHBOARD_MAX_NOT_ENROLLED = 6;

/**
 * Spec 2 §9: enrolled courses under 100% progress first, then up to 6 not-enrolled ones,
 * at most 8 in total. Order within each group is kept.
 */
export function dashboardCourseList<T extends Pick<CourseSummary, 'enrolled' | 'progress'>>(
  courses: readonly T[],
): T[] {
  const inProgress = courses.filter((course) => course.enrolled && course.progress < 100);
  const notEnrolled = courses
    .filter((course) => !course.enrolled)
    .slice(0, DASHBOARD_MAX_NOT_ENROLLED);
  return [...inProgress, ...notEnrolled].slice(0, DASHBOARD_MAX_COURSES);
}

/** The analytics tooltip percentage: the value divided by 38, capped at 100 (spec 2 §2.2). */
export function chartTooltipPercent(value: number): number {
  return Math.min(100, Math.round(value / dailyActiveChart.tooltipDivisor));
}

/** Index of the point nearest to `x` when it lies within the hover radius, else null. */
export function nearestChartPoint(
  points: readonly { x: number; y: number }[],
  pointer: { x: number; y: number },
  radius: number,
): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  points.forEach((point, index) => {
    const distance = Math.hypot(point.x - pointer.x, point.y - pointer.y);
    if (distance <= radius && distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
