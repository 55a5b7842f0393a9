import { sampleDailyActivePoints } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDashboardBackground } from '../dashboard-learner/dashboard-learner.samples';
import { withSampleRouter } from '../samples/router.samples';
import { DashboardTeacher } from './dashboard-teacher';
import {
  sampleDashboardHref,
  sampleTeacherDashboards,
  sampleTeacherInsights,
} from './dashboard-teacher.samples';

const meta = {
  title: 'Pages/Dashboard (teacher)',
  component: DashboardTeacher,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withDashboardBackground, withSampleRouter],
  args: {
    points: sampleDailyActivePoints,
    insights: sampleTeacherInsights,
    dashboards: sampleTeacherDashboards,
    dashboardHref: sampleDashboardHref,
    onSearch: fn(),
    onNewDashboard: fn(),
    onPresetDashboards: fn(),
  },
} satisfies Meta<typeof DashboardTeacher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's figures: headline 3,247, +18.3 %, 22 points, the four suggestions, both buttons. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    const stat = canvas.getByText('Daily Active Learners').closest('[data-slot="stat"]');
    await expect(stat).toHaveTextContent('3,247');
    await expect(stat).toHaveTextContent('Increase: +18.3%');
    const table = canvas.getByRole('table', { name: 'Daily active learners, last 22 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(23);
    for (const name of [
      'learner engagement table',
      'course completion analytics',
      'certification progress tracking',
      'AI learning path optimization',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'New dashboard' }));
    await expect(args.onNewDashboard).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Preset dashboards' }));
    await expect(args.onPresetDashboards).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Course completion' })).toHaveAttribute(
      'href',
      '/analytics/dashboards/dashboard-completion',
    );
  },
};

/** Typing narrows the suggestions; Enter searches; a suggestion searches for itself. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search analytics' });
    await userEvent.type(box, 'COURSE');
    await expect(
      canvas.getAllByRole('button', { name: /analytics|table|tracking|optimization/ }),
    ).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('COURSE');
    await userEvent.click(canvas.getByRole('button', { name: 'course completion analytics' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('course completion analytics');
  },
};

/** Hovering near a point shows its tooltip: value, and value / 38 capped at 100 %. */
export const ChartHover: Story = {
  args: { animate: false },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector<SVGSVGElement>('[data-slot="line-chart"]')!;
    const last = svg.querySelectorAll('circle')[21]!;
    const box = last.getBoundingClientRect();
    await userEvent.pointer({
      target: svg,
      coords: { clientX: box.x + box.width / 2 + 4, clientY: box.y + box.height / 2 + 4 },
    });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="line-chart-tooltip"]')).toHaveTextContent(
        'Jul 22: 3,800 (100%)',
      ),
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard...');
  },
};

export const Empty: Story = {
  args: { insights: [], dashboards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No insights yet')).toBeVisible();
    await expect(canvas.getByText('No dashboards yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New dashboard' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    insights: [
      ...sampleTeacherInsights,
      {
        id: 'insight-long',
        title:
          'Learners who attend at least two live sessions are three times more likely to complete their course within the term',
        description:
          'Across all six courses of the event program, attendance at live sessions is the strongest single predictor of completion that we have measured so far.',
        tone: 'increase',
      },
    ],
    dashboards: [
      ...sampleTeacherDashboards,
      {
        id: 'dashboard-long',
        title: 'AI learning path optimization for the autumn cohort across every department',
        description:
          'Recommended next courses for each learner, with the reasons behind every recommendation and the expected effect.',
      },
    ],
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
