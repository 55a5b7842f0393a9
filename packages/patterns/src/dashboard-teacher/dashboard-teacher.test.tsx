import * as esNs from '@lp/locales/es/dashboard-teacher';
import { I18nProvider } from '@lp/ui';
import { sampleDailyActivePoints } from '@lp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchingSuggestions } from './analytics-header';
import { DashboardTeacher } from './dashboard-teacher';
import {
  sampleDashboardHref,
  sampleTeacherDashboards,
  sampleTeacherInsights,
} from './dashboard-teacher.samples';

function renderTeacher(overrides: Partial<Parameters<typeof DashboardTeacher>[0]> = {}) {
  const callbacks = { onSearch: vi.fn(), onNewDashboard: vi.fn(), onPresetDashboards: vi.fn() };
  render(
    <DashboardTeacher
      points={sampleDailyActivePoints}
      insights={sampleTeacherInsights}
      dashboards={sampleTeacherDashboards}
      dashboardHref={sampleDashboardHref}
      animate={false}
      {...callbacks}
      {...overrides}
    />,
  );
  return callbacks;
}

describe('matchingSuggestions', () => {
  it('keeps the suggestions containing the query, whatever its case, all for an empty one', () => {
    const all = ['learner engagement table', 'course completion analytics'];
    expect(matchingSuggestions(all, '  ')).toEqual(all);
    expect(matchingSuggestions(all, 'ENGAGE')).toEqual(['learner engagement table']);
    expect(matchingSuggestions(all, 'quantum')).toEqual([]);
  });
});

describe('DashboardTeacher', () => {
  it('heads the analytics with 3,247 and a rise of +18.3%', () => {
    renderTeacher();
    const stat = screen.getByText('Daily Active Learners').closest('[data-slot="stat"]');
    expect(stat).toHaveTextContent('3,247');
    expect(stat).toHaveTextContent('Increase: +18.3%');
  });

  it('charts all 22 points, readable as a table', () => {
    renderTeacher();
    const table = screen.getByRole('table', { name: 'Daily active learners, last 22 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(23);
  });

  it('offers the four suggestions of the spec and searches for the one chosen', async () => {
    const { onSearch } = renderTeacher();
    for (const name of [
      'learner engagement table',
      'course completion analytics',
      'certification progress tracking',
      'AI learning path optimization',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'certification progress tracking' }));
    expect(onSearch).toHaveBeenCalledWith('certification progress tracking');
    expect(screen.getByRole('searchbox', { name: 'Search analytics' })).toHaveValue(
      'certification progress tracking',
    );
  });

  it('runs New dashboard and Preset dashboards, and links each saved dashboard', async () => {
    const { onNewDashboard, onPresetDashboards } = renderTeacher();
    await userEvent.click(screen.getByRole('button', { name: 'New dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preset dashboards' }));
    expect(onNewDashboard).toHaveBeenCalledOnce();
    expect(onPresetDashboards).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Learner engagement' })).toHaveAttribute(
      'href',
      '/analytics/dashboards/dashboard-engagement',
    );
  });

  it('speaks the tone of an insight, not only its colour', () => {
    renderTeacher();
    const insights = screen.getByRole('region', { name: 'Insights' });
    expect(within(insights).getByText(/Needs attention:/)).toBeInTheDocument();
  });

  it('shows only the skeleton while loading', () => {
    renderTeacher({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});

describe('DashboardTeacher in Spanish', () => {
  it('titles the analytics, the chart with its days and the dashboards in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <DashboardTeacher
          points={sampleDailyActivePoints}
          insights={sampleTeacherInsights}
          dashboards={sampleTeacherDashboards}
          dashboardHref={sampleDashboardHref}
          animate={false}
          onSearch={() => {}}
          onNewDashboard={() => {}}
          onPresetDashboards={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Analítica de estudiantes' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Estudiantes activos por día, últimos 22 días' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo panel' })).toBeInTheDocument();
  });
});
