import * as esNs from '@lp/locales/es/my-learning';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MyLearningPage, type MyLearningPageProps, type MyLearningTab } from './my-learning-page';
import { sampleMyLearningCourses, sampleMyLearningProps } from './my-learning.samples';

type Overrides = Partial<MyLearningPageProps>;

function renderPage(overrides: Overrides = {}) {
  const callbacks = { onTabChange: vi.fn(), onRetryCourses: vi.fn(), onRetryPrograms: vi.fn() };
  render(<MyLearningPage {...sampleMyLearningProps()} {...callbacks} {...overrides} />);
  return callbacks;
}

/** The page with its tab kept in state, as the app keeps it in the address. */
function StatefulPage({ onTabChange, ...overrides }: Overrides) {
  const [tab, setTab] = useState<MyLearningTab>('dashboard');
  return (
    <MyLearningPage
      {...sampleMyLearningProps()}
      {...overrides}
      activeTab={tab}
      onTabChange={(next) => {
        setTab(next);
        onTabChange?.(next);
      }}
    />
  );
}

describe('MyLearningPage', () => {
  it('has the three tabs of the spec, the Learning Dashboard selected', () => {
    renderPage();
    const tabs = within(screen.getByRole('tablist', { name: 'My learning' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Learning Dashboard',
      'Programs',
      'My Courses',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    for (const name of [
      'Recommended for you',
      'Your Learning Overview',
      'Programs',
      'Live Events',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('switches tabs by click, telling the app which one', async () => {
    const onTabChange = vi.fn();
    render(<StatefulPage onTabChange={onTabChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'My Courses' }));
    expect(onTabChange).toHaveBeenLastCalledWith('courses');
    expect(screen.getByRole('tabpanel', { name: 'My Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    const onTabChange = vi.fn();
    render(<StatefulPage onTabChange={onTabChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Learning Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveFocus();
    expect(onTabChange).toHaveBeenLastCalledWith('programs');
    expect(screen.getByRole('tabpanel', { name: 'Programs' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'My Courses' })).toHaveFocus();
    expect(onTabChange).toHaveBeenLastCalledWith('courses');
  });

  it('recommends only courses the learner is not enrolled in, at most 8', () => {
    const many = [
      ...sampleMyLearningCourses(),
      ...sampleMyLearningCourses().map((c) => ({ ...c, id: `${c.id}-b`, title: `${c.title} B` })),
    ];
    renderPage({ courses: many });
    const row = screen.getByRole('list', { name: 'Recommended for you' });
    const titles = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toHaveLength(8);
    const enrolledTitles = many.filter((c) => c.enrolled).map((c) => c.title);
    expect(titles.filter((title) => enrolledTitles.includes(title!))).toEqual([]);
  });

  it('writes each gauge value as text and speaks it as the value (62%, 4 of 6, 2 of 6, hours)', () => {
    renderPage();
    const overview = screen.getByRole('region', { name: 'Your Learning Overview' });
    const gauge = (name: string) => within(overview).getByRole('progressbar', { name });
    expect(gauge('Overall progress')).toHaveAttribute('aria-valuetext', '62%');
    expect(gauge('Courses completed')).toHaveAttribute('aria-valuetext', '4 of 6');
    expect(gauge('Courses in progress')).toHaveAttribute('aria-valuetext', '2 of 6');
    // 12 h at 60 %, 24 h at 35 %, and 18 + 8 + 10 + 6 h done: 57.6 of 78 hours.
    expect(gauge('Hours learned')).toHaveAttribute('aria-valuetext', '58h');
    expect(within(overview).getByText('4 of 6')).toBeVisible();
    expect(within(overview).getByText('of 78h')).toBeVisible();
  });

  it('derives the gauges from the courses without the server figures', () => {
    renderPage({ learningProgress: null });
    const overview = screen.getByRole('region', { name: 'Your Learning Overview' });
    // Six enrolled: 60, 35 and four at 100 → 83 % on average, 4 of 6 done.
    expect(within(overview).getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuetext',
      '83%',
    );
  });

  it('links the program cards to their pages and the live events to /live', () => {
    renderPage();
    const programs = screen.getByRole('region', { name: 'Programs' });
    expect(within(programs).getByRole('link', { name: 'The Event Program' })).toHaveAttribute(
      'href',
      '/program/courts-of-heaven/preview',
    );
    expect(within(programs).getByText('6 courses')).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live Events' });
    const joins = within(live).getAllByRole('link', { name: 'Join Session' });
    expect(joins).toHaveLength(3);
    expect(joins[0]).toHaveAttribute('href', '/live');
  });

  it('lists the enrolled courses with their progress on My Courses', () => {
    renderPage({ activeTab: 'courses' });
    const panel = screen.getByRole('tabpanel', { name: 'My Courses' });
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'AI Fundamentals for Cybersecurity' })).toHaveAttribute(
      'href',
      '/course/course-1/preview',
    );
    expect(first.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(within(panel).getAllByText('Completed')).toHaveLength(4);
  });

  it('says when no course is enrolled, with a link to browse courses', () => {
    renderPage({
      activeTab: 'courses',
      courses: sampleMyLearningCourses().map((c) => ({ ...c, enrolled: false, progress: 0 })),
    });
    expect(screen.getByText('You have not enrolled in any course yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('says No programs yet on the Programs tab when there is none', () => {
    renderPage({ activeTab: 'programs', programs: [] });
    expect(screen.getByText('No programs yet')).toBeVisible();
  });

  it("fails the course list with 'Failed to fetch courses' and Riprova, on both course views", async () => {
    const { onRetryCourses } = renderPage({ coursesStatus: 'error', courses: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch courses');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetryCourses).toHaveBeenCalledOnce();
  });

  it('fails My Courses with Riprova too, keeping any fallback courses listed', async () => {
    const { onRetryCourses } = renderPage({ activeTab: 'courses', coursesStatus: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch courses');
    const retry = screen.getByRole('button', { name: 'Riprova' });
    expect(retry).toHaveAttribute('lang', 'it');
    await userEvent.click(retry);
    expect(onRetryCourses).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('retries the programs when they fail', async () => {
    const { onRetryPrograms } = renderPage({ activeTab: 'programs', programsStatus: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the programs.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryPrograms).toHaveBeenCalledOnce();
  });

  it('shows skeletons, each announced, while loading', () => {
    renderPage({ coursesStatus: 'loading', programsStatus: 'loading', courses: [] });
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual(
      expect.arrayContaining([
        'Loading courses...',
        'Loading your overview...',
        'Loading programs...',
      ]),
    );
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });
});

describe('MyLearningPage in Spanish', () => {
  it('names the tabs, the overview and the program counts in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <MyLearningPage
          {...sampleMyLearningProps()}
          onTabChange={() => {}}
          onRetryCourses={() => {}}
          onRetryPrograms={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Panel de aprendizaje' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recomendados para ti' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumen de tu aprendizaje' })).toBeInTheDocument();
    expect(screen.getAllByText(/^\d+ cursos?$/).length).toBeGreaterThan(0);
  });
});
