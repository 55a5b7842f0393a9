import * as arNs from '@lp/locales/ar/my-courses';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MyCoursesPage, type MyCoursesPageProps } from './my-courses-page';
import { coursesOfTab } from './my-courses-tabs';
import { sampleMyCourses, sampleMyCoursesProps } from './my-courses.samples';

function renderPage(overrides: Partial<MyCoursesPageProps> = {}) {
  return render(<MyCoursesPage {...sampleMyCoursesProps()} {...overrides} />);
}

describe('MyCoursesPage', () => {
  it('has the two lists as links, the shown one current, each with its count', () => {
    renderPage();
    const tabs = within(screen.getByRole('navigation', { name: 'My Courses' })).getAllByRole(
      'link',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['In progress (3)', 'Completed (2)']);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(tabs[1]).toHaveAttribute('href', '/courses?tab=completed');
  });

  it('lists the courses in progress with their lessons and Continue to the next lesson', () => {
    renderPage();
    const [first] = sampleMyCourses();
    const list = screen.getByRole('list', { name: 'In progress' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('3 of 8 lessons')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Continue ${first?.title}` })).toHaveAttribute(
      'href',
      `/course/${first?.id}/lesson/lesson-4`,
    );
  });

  it('lists the completed courses with Review instead of Continue', () => {
    renderPage({ activeTab: 'completed' });
    const list = screen.getByRole('list', { name: 'Completed' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Continue/ })).toBeNull();
    const finished = sampleMyCourses()[3];
    expect(screen.getByRole('link', { name: `Review course: ${finished?.title}` })).toHaveAttribute(
      'href',
      `/course/${finished?.id}`,
    );
  });

  it('says what each empty list means, and offers the catalogue', () => {
    const { unmount } = renderPage({ courses: [] });
    expect(screen.getByText('You have not enrolled in any course yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    unmount();
    const inProgress = coursesOfTab(sampleMyCourses(), 'in-progress');
    renderPage({ courses: inProgress, activeTab: 'completed' });
    expect(screen.getByText('No completed courses yet')).toBeInTheDocument();
  });

  it("names a program's courses, or says the program is missing, with the way back to all", () => {
    const { unmount } = renderPage({
      program: { title: 'Data Literacy', allHref: '/courses' },
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your courses in Data Literacy',
    );
    expect(screen.getByRole('link', { name: 'Show all my courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    unmount();
    renderPage({ program: { missing: true, allHref: '/courses' } });
    expect(screen.getByRole('status')).toHaveTextContent('That program could not be found.');
  });

  it('shows the loading and error states, with Try again', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderPage({ status: 'loading' });
    expect(screen.getByText('Loading your courses...')).toBeInTheDocument();
    unmount();
    renderPage({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your courses.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('MyCoursesPage in Arabic', () => {
  it('names the lists and counts the lessons in Arabic', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <MyCoursesPage {...sampleMyCoursesProps()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'دوراتي' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'قيد التقدّم' })).toBeInTheDocument();
    expect(screen.getByText('3 من 8 دروس')).toBeInTheDocument();
  });
});
