import * as arDuration from '@lp/locales/ar/duration-text';
import * as arLevel from '@lp/locales/ar/course-level-badge';
import * as arCarousel from '@lp/locales/ar/course-carousel-section';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCard, type CarouselCourse } from './course-card';

// An English course in an Arabic page (docs/right-to-left.md, "Data in its own language").
const course: CarouselCourse = {
  id: 'course-1',
  title: 'AI Fundamentals for Cybersecurity.',
  instructor: 'Dr. Sarah Chen',
  duration: '12 hours',
  level: 'Intermediate',
  thumbnail: '/images/course-placeholder.svg',
  progress: 0,
  enrolled: false,
  rating: 4.5,
};

function renderInArabic() {
  const ready = new Map<string, unknown>([
    [arLevel.id, arLevel.default],
    [arDuration.id, arDuration.default],
    [arCarousel.id, arCarousel.default],
  ]);
  return render(
    <div dir="rtl">
      <I18nProvider translations={{ locale: 'ar', ready }}>
        <CourseCard course={course} href="/course/course-1/preview" />
      </I18nProvider>
    </div>,
  );
}

describe('CourseCard in a right-to-left page', () => {
  it('lets the title and the instructor take their direction from their own text', () => {
    renderInArabic();
    expect(screen.getByRole('heading', { name: course.title })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(course.instructor).closest('[dir="auto"], bdi')).not.toBeNull();
  });

  it('isolates the duration beside its icon, so "12 hours" does not read "hours 12"', () => {
    renderInArabic();
    expect(screen.getByText(course.duration).tagName).toBe('BDI');
  });

  it("names the level in the page's language", () => {
    renderInArabic();
    expect(screen.getByText('متوسط')).toHaveAttribute('data-level', 'Intermediate');
    expect(screen.queryByText('Intermediate')).toBeNull();
  });
});
