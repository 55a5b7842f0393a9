import * as esNs from '@lp/locales/es/featured-course-hero';
import { I18nProvider } from '@lp/ui';
import { sampleCourses } from '@lp/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturedCourseHero } from './featured-course-hero';

describe('FeaturedCourseHero', () => {
  it('names the section by the course and links Start learning and More info', () => {
    render(
      <FeaturedCourseHero
        course={sampleCourses[0]!}
        lessonHref="/course/course-1/lesson/lesson-1-1"
        previewHref="/course/course-1/preview"
      />,
    );
    expect(
      screen.getByRole('region', { name: 'AI Fundamentals for Cybersecurity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/course/course-1/lesson/lesson-1-1',
    );
    expect(screen.getByRole('link', { name: 'More info' })).toHaveAttribute(
      'href',
      '/course/course-1/preview',
    );
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
  });

  it('keeps the whole tagline in the page and clamps it by lines, never by characters', () => {
    const course = { ...sampleCourses[0]!, shortTagline: sampleCourses[0]!.description };
    render(<FeaturedCourseHero course={course} lessonHref="/l" previewHref="/p" />);
    expect(screen.getByText(course.description)).toHaveClass('line-clamp-3');
  });

  it('falls back to a placeholder when the artwork fails to load', () => {
    const { container } = render(
      <FeaturedCourseHero course={sampleCourses[0]!} lessonHref="/l" previewHref="/p" />,
    );
    const image = container.querySelector('img')!;
    fireEvent.error(image);
    expect(container.querySelector('[data-slot="cover-image"]')).toHaveAttribute(
      'data-state',
      'fallback',
    );
  });
});

describe('FeaturedCourseHero in Spanish', () => {
  it('says Start learning, More info and the progress in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <FeaturedCourseHero
          course={sampleCourses[0]!}
          lessonHref="/course/course-1/lesson/lesson-1-1"
          previewHref="/course/course-1/preview"
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Empezar a aprender' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Más información' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso del curso' })).toBeInTheDocument();
  });
});
