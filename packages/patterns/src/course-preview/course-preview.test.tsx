import * as esNs from '@lp/locales/es/course-preview';
import { I18nProvider } from '@lp/ui';
import { sampleCourses } from '@lp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CoursePreview, type CoursePreviewProps } from './course-preview';
import { sampleCoursePreviewProps } from './course-preview.samples';

function renderPreview(overrides: Partial<CoursePreviewProps> = {}) {
  const callbacks = { onEnroll: vi.fn(), onRetry: vi.fn() };
  const view = render(
    <CoursePreview {...sampleCoursePreviewProps()} {...callbacks} {...overrides} />,
  );
  return { ...callbacks, ...view };
}

const notEnrolled = { ...sampleCourses[0]!, enrolled: false, progress: 0 };

describe('CoursePreview', () => {
  describe.each(['mobile', 'desktop'] as const)('the %s page', (layout) => {
    it('shows the facts: price as currency, students as K above 1000, duration, level, tags', () => {
      renderPreview({ layout, course: { ...notEnrolled, price: 199, studentsCount: 15420 } });
      const title = screen.getByRole('heading', { name: 'AI Fundamentals for Cybersecurity' });
      const header = within(title.parentElement!);
      expect(header.getByText('$199')).toBeInTheDocument();
      expect(header.getByText('15.4K students')).toBeInTheDocument();
      expect(header.getByText('12 hours')).toBeInTheDocument();
      expect(header.getByText('Intermediate')).toBeInTheDocument();
      expect(header.getByText('Rated 4.8 out of 5')).toBeInTheDocument();
      const tags = header.getByRole('list', { name: 'Tags' });
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['AI', 'Security', 'Machine Learning']);
    });

    it('enrolls with Enroll in Course and previews the first lesson with Preview Course', async () => {
      const { onEnroll } = renderPreview({ layout, course: notEnrolled });
      await userEvent.click(screen.getByRole('button', { name: 'Enroll in Course' }));
      expect(onEnroll).toHaveBeenCalledOnce();
      expect(screen.getByRole('link', { name: 'Preview Course' })).toHaveAttribute(
        'href',
        '/course/course-1/lesson/lesson-1-1',
      );
    });

    it('recommends the other courses, at most 8, each to its preview', () => {
      renderPreview({ layout });
      const heading = screen.getByRole('heading', { name: 'Recommended' });
      const section = heading.closest('section') ?? heading.parentElement!;
      const links = within(section).getAllByRole('link');
      expect(links).toHaveLength(8);
      expect(links.map((link) => link.textContent)).not.toContain(
        'AI Fundamentals for Cybersecurity',
      );
      expect(links[0]).toHaveAttribute('href', '/course/course-2/preview');
    });

    it('shows the instructor block with name and bio', () => {
      renderPreview({ layout });
      const block = screen.getByRole('region', { name: 'Instructor' });
      expect(within(block).getByRole('link', { name: 'Dr. Sarah Chen' })).toHaveAttribute(
        'href',
        '/teacher/sarah-chen',
      );
      expect(within(block).getByText(/leads applied machine-learning research/)).toBeVisible();
    });
  });

  it('draws the mobile page under 1024 px and the desktop page from it (layout auto)', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia');
    matchMedia.mockImplementation(
      (query) =>
        ({
          matches: query === '(min-width: 1024px)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const { container, unmount } = renderPreview();
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'desktop');
    unmount();
    matchMedia.mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const mobile = renderPreview();
    expect(mobile.container.firstElementChild).toHaveAttribute('data-layout', 'mobile');
    matchMedia.mockRestore();
  });

  it('lists modules with their lesson counts, expanding to the lessons on the mobile page', async () => {
    renderPreview({ layout: 'mobile' });
    const curriculum = screen.getByRole('region', { name: 'Course Content' });
    const module = within(curriculum).getByRole('button', {
      name: /Foundations of AI Security/,
    });
    expect(module).toHaveAccessibleName(/\d+ lessons · 1h 5m/);
    expect(module).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(module);
    expect(module).toHaveAttribute('aria-expanded', 'true');
    expect(within(curriculum).getByText('AI and Cybersecurity: An Introduction')).toBeVisible();
    expect(within(curriculum).queryByText('Total content')).toBeNull();
  });

  it("shows the desktop curriculum's footer placeholders, 40h and 87%, and the stats card", () => {
    renderPreview({ layout: 'desktop', course: { ...notEnrolled, studentsCount: 950 } });
    const curriculum = screen.getByRole('region', { name: 'Course Content' });
    const footer = within(curriculum).getByText('Total content').closest('dl')!;
    expect(footer).toHaveTextContent('Total content40h');
    expect(footer).toHaveTextContent('Completion rate87%');
    const stats = screen.getByRole('region', { name: 'Course Stats' });
    expect(within(stats).getByText('Students').nextElementSibling).toHaveTextContent('950');
    expect(within(stats).getByText('Duration').nextElementSibling).toHaveTextContent('12 hours');
  });

  it('says Continue Learning, to the first lesson, once enrolled', () => {
    renderPreview({ layout: 'desktop' });
    expect(screen.queryByRole('button', { name: 'Enroll in Course' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/course/course-1/lesson/lesson-1-1',
    );
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
  });

  it('keeps the Enroll button busy while enrolling, and says why an enrolment failed', async () => {
    const { onEnroll, rerender } = renderPreview({
      layout: 'mobile',
      course: notEnrolled,
      enrolling: true,
    });
    const busy = screen.getByRole('button', { name: 'Enrolling...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(onEnroll).not.toHaveBeenCalled();
    rerender(
      <CoursePreview
        {...sampleCoursePreviewProps()}
        layout="mobile"
        course={notEnrolled}
        onEnroll={onEnroll}
        enrollError="Could not enroll. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not enroll. Please try again.');
    expect(screen.getByRole('button', { name: 'Enroll in Course' })).toHaveAccessibleDescription(
      'Could not enroll. Please try again.',
    );
  });

  it('says Course Not Found with its message and a way back', () => {
    renderPreview({ status: 'not-found', course: null });
    expect(screen.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
    expect(screen.getByText('The requested course could not be found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('treats a ready page without a course as not found', () => {
    renderPreview({ course: null });
    expect(screen.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
  });

  it('shows a named spinner while loading', () => {
    renderPreview({ status: 'loading', course: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading course...');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says the course failed to load and retries', async () => {
    const { onRetry } = renderPreview({ status: 'error', course: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the course.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes its texts from the texts prop', () => {
    renderPreview({
      layout: 'mobile',
      course: notEnrolled,
      texts: { enroll: 'Iscriviti', recommended: 'Consigliati' },
    });
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Consigliati' })).toBeVisible();
  });
});

describe('CoursePreview in Spanish', () => {
  it('offers Enroll, the stats and the curriculum in Spanish, the rating with a decimal comma', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <CoursePreview
          {...sampleCoursePreviewProps()}
          onEnroll={() => {}}
          layout="desktop"
          course={{ ...notEnrolled, studentsCount: 950 }}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Inscribirse en el curso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estadísticas del curso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contenido del curso' })).toBeInTheDocument();
    expect(screen.getByText('Valoración: 4,8 de 5')).toBeInTheDocument();
    expect(screen.getAllByText(/^\d+ lecci(ón|ones) · /).length).toBeGreaterThan(0);
  });
});
