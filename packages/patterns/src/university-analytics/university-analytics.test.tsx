import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/university-analytics';
import * as esNs from '@lp/locales/es/university-analytics';
import { I18nProvider } from '@lp/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UniversityAnalyticsPage } from './university-analytics';
import {
  UniversityAnalyticsExample,
  sampleEmptyUniversityAnalytics,
  sampleRealUniversityAnalytics,
  sampleSingleUniversity,
  sampleUniversityAnalyticsProps,
  sampleYearUniversityAnalytics,
} from './university-analytics.samples';

const kpi = (name: string) => screen.getByRole('article', { name });
const section = (name: string) => screen.getByRole('region', { name });
const bar = (name: string) => screen.getByRole('img', { name });

describe('UniversityAnalyticsPage', () => {
  it('shows the title as an h2, its sections under it, and nests under an h1', () => {
    const { unmount } = render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'University Analytics' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Enrollment Trend' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Total Students' })).toBeVisible();
    unmount();
    render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'University Analytics' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Performance' })).toBeVisible();
  });

  it('shows each KPI with its value, its change and direction in words, and its description', () => {
    render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const students = kpi('Total Students');
    expect(students).toHaveTextContent('12,456');
    expect(students).toHaveTextContent('increase 12.5%vs. previous period');
    expect(students).toHaveTextContent('Enrolled across all programs');
    expect(within(students).getByText('increase')).toHaveClass('sr-only');
    expect(students).toHaveAttribute('data-trend', 'increase');
    const session = kpi('Avg Session Time');
    expect(session).toHaveTextContent('decrease 2.4%');
    expect(session).toHaveAttribute('data-trend', 'decrease');
  });

  it('marks only the KPIs that are seed data with a Sample data badge', () => {
    render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
    expect(within(kpi('Avg Session Time')).getByText('Sample data')).toBeVisible();
    for (const name of ['Total Students', 'Active Courses', 'Completion Rate']) {
      expect(within(kpi(name)).queryByText('Sample data')).toBeNull();
    }
  });

  it('draws a bar per month scaled to 15,000 students, each named with its month and count', () => {
    render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
    const trend = section('Enrollment Trend');
    expect(within(trend).getAllByRole('img')).toHaveLength(6);
    expect(bar('Jan 2025: 9,820 students').style.height).toBe(`${(9820 / 15000) * 100}%`);
    expect(bar('Jun 2025: 12,456 students').style.height).toBe(`${(12456 / 15000) * 100}%`);
    expect(within(trend).getByText('Jan')).toBeVisible();
    expect(within(trend).getByText('9.8K')).toBeVisible();
  });

  it('caps a bar over the scale at the top, and shows a year of months', () => {
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        data={sampleYearUniversityAnalytics}
        period="1y"
      />,
    );
    expect(within(section('Enrollment Trend')).getAllByRole('img')).toHaveLength(12);
    expect(bar('Jun 2025: 16,200 students').style.height).toBe('100%');
    expect(bar('Jul 2024: 7,420 students')).toBeVisible();
  });

  it('lists the departments with their shares and chart colour roles', () => {
    render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
    const items = within(section('Students by Department')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Computer Science35%',
      'Business25%',
      'Engineering20%',
      'Arts & Humanities12%',
      'Sciences8%',
    ]);
    expect(items[0]).toHaveAttribute('data-color', 'chart-1');
    const firstBar = items[0]!.querySelector<HTMLElement>('[data-slot=analytics-department-bar]')!;
    expect(firstBar.style.width).toBe('35%');
    expect(firstBar.style.backgroundColor).toBe('var(--color-primary)');
  });

  it('shows each performance score as a ring with its percent and rating', () => {
    render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
    const ring = screen.getByRole('progressbar', { name: 'Student Satisfaction' });
    expect(ring).toHaveAttribute('aria-valuetext', '92%');
    const ratings = within(section('Performance'))
      .getAllByRole('listitem')
      .map((item) => [item.textContent, item.getAttribute('data-rating')]);
    expect(ratings).toEqual([
      ['92%Student SatisfactionExcellent', 'Excellent'],
      ['87%Course CompletionGood', 'Good'],
      ['78%Assessment ScoresAverage', 'Average'],
      ['64%AttendancePoor', 'Poor'],
    ]);
  });

  it('marks each sample section with the badge and the note, described by it', () => {
    render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
    for (const name of ['Enrollment Trend', 'Students by Department', 'Performance']) {
      const region = section(name);
      expect(within(region).getByText('Sample data')).toBeVisible();
      expect(region).toHaveAccessibleDescription(
        'Not yet computed from this university’s records.',
      );
    }
  });

  it('marks nothing when every figure is computed from the university’s records', () => {
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        data={sampleRealUniversityAnalytics}
      />,
    );
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(screen.queryByText('Not yet computed from this university’s records.')).toBeNull();
  });

  it('says a chart has nothing for the period, and leaves out the KPIs when there are none', () => {
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        data={sampleEmptyUniversityAnalytics}
      />,
    );
    expect(screen.getAllByText('No data for this period.')).toHaveLength(3);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
  });

  it('picks another university', async () => {
    const user = userEvent.setup();
    const onUniversityChange = vi.fn();
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        onUniversityChange={onUniversityChange}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'University' });
    expect(picker).toHaveTextContent('Northbridge University');
    await user.click(picker);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Northbridge University',
      'Lakeside State University',
      'Westfield Institute of Technology',
      'Riverside College',
    ]);
    await user.click(screen.getByRole('option', { name: 'Lakeside State University' }));
    expect(onUniversityChange).toHaveBeenCalledWith('univ-lakeside');
  });

  it('shows a university admin’s one university by name, without a picker', () => {
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        universities={sampleSingleUniversity}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'University' })).toBeNull();
    expect(screen.getByText('Northbridge University')).toBeVisible();
  });

  it('offers the four periods with 30 days chosen, and reports a new one', async () => {
    const user = userEvent.setup();
    const onPeriodChange = vi.fn();
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        onPeriodChange={onPeriodChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(select).toHaveTextContent('Last 30 days');
    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last year',
    ]);
    await user.click(screen.getByRole('option', { name: 'Last 90 days' }));
    expect(onPeriodChange).toHaveBeenCalledWith('90d');
  });

  it('refreshes; while it runs the button spins, is busy and ignores presses, and the figures stay', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { rerender } = render(
      <UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} onRefresh={onRefresh} />,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    rerender(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        onRefresh={onRefresh}
        refreshing
      />,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(refresh.querySelector('[data-slot=spinner]')).not.toBeNull();
    await user.click(refresh);
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing analytics...');
    expect(kpi('Total Students')).toHaveTextContent('12,456');
  });

  it('runs a refresh in the example and ends it', async () => {
    const user = userEvent.setup();
    render(<UniversityAnalyticsExample />);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    // The example's refresh lasts 300 ms, which a busy machine's click alone may outlast: the
    // busy state is recorded as it happens rather than looked for after the click.
    const busyStates: Array<string | null> = [];
    const observer = new MutationObserver(() => busyStates.push(refresh.getAttribute('aria-busy')));
    observer.observe(refresh, { attributes: true, attributeFilter: ['aria-busy'] });
    await user.click(refresh);
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(busyStates).toEqual(['true', null]));
    observer.disconnect();
  });

  it('shows skeletons while loading, with Export and Refresh off', () => {
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        status="loading"
        data={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });

  it('says the analytics could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        status="error"
        data={null}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the analytics.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('formats for the locale and takes translated texts', () => {
    render(
      <UniversityAnalyticsPage
        {...sampleUniversityAnalyticsProps()}
        locale="de-DE"
        texts={{
          title: 'Hochschulanalyse',
          trendBarLabel: (month, students) => `${month}: ${students} Studierende`,
          ratingLabels: {
            Excellent: 'Ausgezeichnet',
            Good: 'Gut',
            Average: 'Mittel',
            Poor: 'Schwach',
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hochschulanalyse' })).toBeVisible();
    expect(screen.getByRole('img', { name: /^Jan\.? 2025: 9\.820 Studierende$/ })).toBeVisible();
    expect(screen.getByText('Ausgezeichnet')).toBeVisible();
    expect(kpi('Total Students')).toHaveTextContent('12,5 %');
  });

  it('speaks Spanish, with Spanish months, numbers and percentages', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} locale={undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Analítica de la universidad' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'ene 2025: 9820 estudiantes' })).toBeVisible();
    expect(kpi('Total Students')).toHaveTextContent('12,5 %');
    expect(kpi('Total Students')).toHaveTextContent('frente al periodo anterior');
    expect(screen.getByText('Excelente')).toBeVisible();
  });

  it('speaks Arabic', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'تحليلات الجامعة' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تصدير' })).toBeVisible();
  });

  describe('Export', () => {
    let blobs: Blob[];
    let downloads: string[];
    beforeEach(() => {
      blobs = [];
      downloads = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:analytics';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        downloads.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads what is shown as CSV, named for the university and period', async () => {
      const user = userEvent.setup();
      render(<UniversityAnalyticsPage {...sampleUniversityAnalyticsProps()} />);
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(downloads).toEqual(['university-analytics-univ-northbridge-30d.csv']);
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
      // jsdom's Blob has no text(); FileReader reads it.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines.slice(0, 2)).toEqual([
        '"University","Northbridge University"',
        '"Period","Last 30 days"',
      ]);
      expect(lines).toContain(
        '"Total Students","12,456","12.5","increase","Enrolled across all programs","No"',
      );
      expect(lines).toContain('"Enrollment Trend","Sample data"');
      expect(lines).toContain('"Computer Science","35"');
      expect(lines).toContain('"Student Satisfaction","92","Excellent"');
    });
  });
});
