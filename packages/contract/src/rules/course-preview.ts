import { CAROUSEL_MAX_ITEMS } from '../constants/dashboard';

/** Spec 2 §9: the course page takes its mobile style under 1024 px, its desktop style from it. */
export const COURSE_PAGE_DESKTOP_MIN_WIDTH = 1024;

/**
 * A course's price as currency, without cents when it is whole: 199 → '$199',
 * 89.99 → '$89.99', 0 → '$0'.
 */
export function formatPrice(price: number, currency = 'USD', locale = 'en-US'): string {
  const whole = Number.isInteger(price);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(price);
}

/**
 * The courses a course page recommends (spec 2 §2.6): every other course, in order, at most 8.
 */
export function previewRecommendations<T extends { id: string }>(
  courses: readonly T[],
  currentCourseId: string,
): T[] {
  return courses.filter((course) => course.id !== currentCourseId).slice(0, CAROUSEL_MAX_ITEMS);
}
