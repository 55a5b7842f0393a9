import * as esNs from '@lp/locales/es/course-catalog';
import { I18nProvider } from '@lp/ui';
import { RouterProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CourseCatalogPage, type CourseCatalogPageProps } from './course-catalog-page';
import {
  noCatalogFilters,
  sampleCatalogCourses,
  sampleCatalogProps,
} from './course-catalog.samples';
import { getFormHref } from './use-get-form';

function renderPage(overrides: Partial<CourseCatalogPageProps> = {}, router?: ReactNode) {
  const navigate = vi.fn();
  const page = <CourseCatalogPage {...sampleCatalogProps()} {...overrides} />;
  render(router === undefined ? <RouterProvider navigate={navigate}>{page}</RouterProvider> : page);
  return { navigate };
}

describe('CourseCatalogPage', () => {
  it('lists the courses as cards whose titles lead to their pages', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(sampleCatalogCourses().length);
    expect(screen.getByRole('status')).toHaveTextContent('60 courses');
    const first = sampleCatalogProps().courses?.[1];
    expect(screen.getByRole('link', { name: first?.title })).toHaveAttribute(
      'href',
      `/course/${first?.id}/preview`,
    );
  });

  it('is a GET form the router follows, leaving empty fields out of the address', async () => {
    const { navigate } = renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a course' }), ' react ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Beginner');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(navigate).toHaveBeenCalledWith('/catalog?q=react&level=BEGINNER&sort=relevance');
    const form = screen.getByRole('search', { name: 'Search and filter courses' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/catalog');
  });

  it('shows the address filters in the fields and follows the address when it changes', () => {
    const filtered = { ...noCatalogFilters, q: 'data', duration: 'short' };
    const { rerender } = render(<CourseCatalogPage {...sampleCatalogProps(filtered)} />);
    expect(screen.getByRole('searchbox', { name: 'Find a course' })).toHaveValue('data');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('short');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/catalog');
    rerender(<CourseCatalogPage {...sampleCatalogProps()} />);
    expect(screen.getByRole('searchbox', { name: 'Find a course' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('says no course matches a filter, with the way to clear it', () => {
    renderPage({ filters: { ...noCatalogFilters, level: 'ADVANCED' }, courses: [], total: 0 });
    expect(screen.getByText('No courses match your filters')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear filters' })).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Catalogue pages' })).toBeNull();
  });

  it('says the catalogue is empty when nothing is filtered', () => {
    renderPage({ courses: [], total: 0 });
    expect(screen.getByText('No courses yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('leads from a page past the last back to the first', () => {
    renderPage({
      ...sampleCatalogProps({ ...noCatalogFilters, level: 'BEGINNER' }),
      courses: [],
      page: 9,
    });
    expect(screen.getByText('This page is past the last one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/catalog?level=BEGINNER&sort=relevance&page=1',
    );
  });

  it('pages with links that keep the filters', () => {
    renderPage({ ...sampleCatalogProps({ ...noCatalogFilters, category: 'Data' }), page: 2 });
    const pager = screen.getByRole('navigation', { name: 'Catalogue pages' });
    expect(pager).toHaveTextContent('Showing 25 to 48 of 60 courses');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/catalog?category=Data&sort=relevance&page=3',
    );
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('enrols with the script, and posts the form to the page without it', async () => {
    const onEnroll = vi.fn();
    const { unmount } = render(<CourseCatalogPage {...sampleCatalogProps()} onEnroll={onEnroll} />);
    const course = sampleCatalogProps().courses?.[1];
    await userEvent.click(screen.getByRole('button', { name: `Enroll in ${course?.title}` }));
    expect(onEnroll).toHaveBeenCalledWith(course?.id);
    unmount();

    renderPage({ enrollAction: '/catalog?page=2' }, null);
    const form = screen.getByRole('button', { name: `Enroll in ${course?.title}` }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/catalog?page=2');
    expect(form?.querySelector('input[name="courseId"]')).toHaveValue(course?.id);
  });

  it('offers the enrolled course instead of Enroll, and shows a failed enrolment on its card', () => {
    const [enrolled, other] = sampleCatalogProps().courses ?? [];
    renderPage({ enrollError: { courseId: other?.id ?? '', message: 'Course not found' } });
    expect(screen.getByRole('link', { name: `Go to course: ${enrolled?.title}` })).toHaveAttribute(
      'href',
      `/course/${enrolled?.id}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Course not found');
  });

  it('keeps the last courses, marked busy, while the next ones load', () => {
    renderPage({ updating: true });
    expect(screen.getByRole('list', { name: 'Courses' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
  });

  it('shows the loading and error states, with Try again', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(<CourseCatalogPage {...sampleCatalogProps()} status="loading" />);
    expect(screen.getByText('Loading courses...')).toBeInTheDocument();
    unmount();
    renderPage({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the course catalogue.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('getFormHref', () => {
  it('keeps the filled fields, trimmed, in order', () => {
    const form = new FormData();
    form.append('q', '  ');
    form.append('level', 'BEGINNER');
    form.append('sort', 'title');
    expect(getFormHref('/catalog', form)).toBe('/catalog?level=BEGINNER&sort=title');
    expect(getFormHref('/catalog', new FormData())).toBe('/catalog');
  });
});

describe('CourseCatalogPage in Spanish', () => {
  it('labels the filters and counts the courses in Spanish, languages by their Spanish names', () => {
    render(
      <RouterProvider navigate={vi.fn()}>
        <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
          <CourseCatalogPage {...sampleCatalogProps()} />
        </I18nProvider>
      </RouterProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Catálogo de cursos' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Encuentra un curso' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('60 cursos');
    expect(screen.getByRole('option', { name: 'Principiante' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Menos de 2 horas' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'inglés' })).toBeInTheDocument();
  });
});
