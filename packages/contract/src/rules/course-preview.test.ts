import { describe, expect, it } from 'vitest';
import {
  COURSE_PAGE_DESKTOP_MIN_WIDTH,
  formatPrice,
  previewRecommendations,
} from './course-preview';

describe('formatPrice', () => {
  it.each([
    [199, '$199'],
    [299, '$299'],
    [89.99, '$89.99'],
    [149.5, '$149.50'],
    [0, '$0'],
    [1299, '$1,299'],
  ])('shows %d as %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('uses the currency it is given', () => {
    expect(formatPrice(20, 'EUR', 'en-US')).toBe('€20');
  });
});

describe('previewRecommendations', () => {
  const courses = Array.from({ length: 12 }, (_, i) => ({ id: `course-${i + 1}` }));

  it('leaves out the course being shown and keeps the order', () => {
    const ids = previewRecommendations(courses.slice(0, 4), 'course-2').map((c) => c.id);
    expect(ids).toEqual(['course-1', 'course-3', 'course-4']);
  });

  it('recommends at most 8 courses', () => {
    expect(previewRecommendations(courses, 'course-1')).toHaveLength(8);
    expect(previewRecommendations(courses, 'none')[7]?.id).toBe('course-8');
  });
});

it('switches the course page to its desktop style at 1024 px (spec 2 §9)', () => {
  expect(COURSE_PAGE_DESKTOP_MIN_WIDTH).toBe(1024);
});
