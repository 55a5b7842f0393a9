import * as esNs from '@lp/locales/es/dashboard-learner';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardLearner } from './dashboard-learner';
import { manySampleCourses, sampleDashboardLearnerProps } from './dashboard-learner.samples';

function renderDashboard(overrides: Partial<Parameters<typeof DashboardLearner>[0]> = {}) {
  const callbacks = {
    onRetryCourses: vi.fn(),
    onShowWelcomeVideo: vi.fn(),
    onNextStepAction: vi.fn(),
  };
  render(<DashboardLearner {...sampleDashboardLearnerProps()} {...callbacks} {...overrides} />);
  return callbacks;
}

describe('DashboardLearner', () => {
  it('shows only the skeleton, announced once, while the dashboard loads', () => {
    renderDashboard({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    expect(screen.queryByRole('heading', { name: 'Continue Learning' })).toBeNull();
  });

  it('leads from the hero to the lesson and the course preview', () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/course/course-1/lesson/lesson-1-1',
    );
    expect(screen.getByRole('link', { name: 'More info' })).toHaveAttribute(
      'href',
      '/course/course-1/preview',
    );
  });

  it('orders You Might Like by the dashboard rule: enrolled under 100 % first, at most 8', () => {
    const courses = manySampleCourses();
    renderDashboard({ courses: [...courses].reverse() });
    const row = screen.getByRole('list', { name: 'You Might Like' });
    const titles = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const enrolled = courses.filter((c) => c.enrolled && c.progress < 100).map((c) => c.title);
    expect(titles).toHaveLength(8);
    expect(titles.slice(0, enrolled.length).sort()).toEqual([...enrolled].sort());
  });

  it('shows the spec figures of the Learning Hub: 62 %, 4 of 6 done, #8 of 20', () => {
    renderDashboard();
    expect(screen.getByRole('progressbar', { name: 'Learning Progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(screen.getByText('4 of 6 courses done')).toBeInTheDocument();
    expect(screen.getByText('#8 of 20')).toBeInTheDocument();
  });

  it('offers Riprova when the courses fail, and calls back on it', async () => {
    const { onRetryCourses } = renderDashboard({ coursesStatus: 'error', courses: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch courses');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onRetryCourses).toHaveBeenCalledOnce();
  });

  it('asks the app to show the welcome video from Start Now on the welcome card', async () => {
    const { onShowWelcomeVideo } = renderDashboard();
    const card = screen.getByRole('article', { name: 'Welcome Message' });
    await userEvent.click(within(card).getByRole('button', { name: 'Start Now' }));
    expect(onShowWelcomeVideo).toHaveBeenCalledOnce();
  });

  it('keeps every block standing with no data, each saying it is empty', () => {
    renderDashboard({
      featured: null,
      liveEvent: null,
      courses: [],
      nextSteps: [],
      learningProgress: null,
      timeSpent: null,
      leaderboard: [],
      quote: null,
    });
    expect(screen.getByText('No live events scheduled')).toBeInTheDocument();
    expect(screen.getByText('No courses to suggest yet')).toBeInTheDocument();
    expect(screen.getByText('No courses started yet')).toBeInTheDocument();
    expect(screen.getByText('No learning time recorded this week')).toBeInTheDocument();
    expect(screen.getByText('No rankings yet')).toBeInTheDocument();
  });
});

describe('DashboardLearner in Spanish', () => {
  it('says Continue Learning, its empty state and the loading text in Spanish', () => {
    const { rerender } = render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <DashboardLearner
          {...sampleDashboardLearnerProps()}
          onRetryCourses={() => {}}
          onShowWelcomeVideo={() => {}}
          onNextStepAction={() => {}}
          liveEvent={null}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Continúa aprendiendo' })).toBeInTheDocument();
    expect(screen.getByText('No hay eventos en vivo programados')).toBeInTheDocument();
    rerender(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <DashboardLearner
          {...sampleDashboardLearnerProps()}
          onRetryCourses={() => {}}
          onShowWelcomeVideo={() => {}}
          onNextStepAction={() => {}}
          loading
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el panel...');
  });
});
