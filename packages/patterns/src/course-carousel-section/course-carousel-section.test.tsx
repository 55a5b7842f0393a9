import * as esNs from '@lp/locales/es/course-carousel-section';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  manySampleCourses,
  sampleCoursePreviewHref,
} from '../dashboard-learner/dashboard-learner.samples';
import { CourseCarouselSection } from './course-carousel-section';

describe('CourseCarouselSection', () => {
  it('lists at most 8 courses, each linking to its preview', () => {
    render(
      <CourseCarouselSection
        status="loaded"
        courses={manySampleCourses()}
        courseHref={sampleCoursePreviewHref}
      />,
    );
    const row = screen.getByRole('list', { name: 'You Might Like' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'UX Research Methods' })).toHaveAttribute(
      'href',
      '/course/course-extra-2/preview',
    );
  });

  it('shows a busy skeleton and no courses while loading', () => {
    render(
      <CourseCarouselSection
        status="loading"
        courses={manySampleCourses()}
        courseHref={sampleCoursePreviewHref}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says the courses failed in the danger colour and retries with Riprova', async () => {
    const onRetry = vi.fn();
    render(
      <CourseCarouselSection
        status="error"
        courses={[]}
        courseHref={sampleCoursePreviewHref}
        onRetry={onRetry}
      />,
    );
    const message = screen.getByText('Failed to fetch courses');
    expect(message).toHaveClass('text-danger');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says there is nothing to suggest when loaded empty', () => {
    render(
      <CourseCarouselSection status="loaded" courses={[]} courseHref={sampleCoursePreviewHref} />,
    );
    expect(screen.getByText('No courses to suggest yet')).toBeInTheDocument();
  });
});

describe('CourseCarouselSection in Spanish', () => {
  it('names the row, the error and the retry in Spanish, with the rating in its numbers', () => {
    const { rerender } = render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CourseCarouselSection
          status="loaded"
          courses={manySampleCourses()}
          courseHref={sampleCoursePreviewHref}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('list', { name: 'Te podría gustar' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Valoración: \d,\d de 5$/).length).toBeGreaterThan(0);
    rerender(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CourseCarouselSection
          status="error"
          courses={[]}
          courseHref={sampleCoursePreviewHref}
          onRetry={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los cursos');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveAttribute('lang', 'es');
  });
});
