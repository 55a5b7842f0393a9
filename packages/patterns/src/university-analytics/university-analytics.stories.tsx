import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UniversityAnalyticsPage } from './university-analytics';
import {
  UniversityAnalyticsExample,
  sampleEmptyUniversityAnalytics,
  sampleRealUniversityAnalytics,
  sampleSingleUniversity,
  sampleUniversityAnalyticsProps,
  sampleYearUniversityAnalytics,
} from './university-analytics.samples';

const meta = {
  title: 'Pages/Admin/University Analytics',
  component: UniversityAnalyticsPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    ...sampleUniversityAnalyticsProps(),
    onRetry: fn(),
    onUniversityChange: fn(),
    onPeriodChange: fn(),
    onRefresh: fn(),
  },
  // The example plays the server: the picker and the period change what is shown, and
  // Refresh runs a moment, as the app does.
  render: (args) => <UniversityAnalyticsExample {...args} />,
} satisfies Meta<typeof UniversityAnalyticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** Nothing of the page reaches past its width. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=university-analytics]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Northbridge over the last 30 days: KPIs from the records, the three charts seed data. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'University Analytics' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Jan 2025: 9,820 students' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Student Satisfaction' })).toBeVisible();
    for (const name of ['Enrollment Trend', 'Students by Department', 'Performance']) {
      await expect(
        within(canvas.getByRole('region', { name })).getByText('Sample data'),
      ).toBeVisible();
    }
  },
};

/** The same in dark mode (every story also runs dark in the test matrix). */
export const LoadedDark: Story = {
  globals: { theme: 'dark' },
  play: Loaded.play,
};

export const Loading: Story = {
  args: { status: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading analytics...');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { status: 'error', data: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the analytics.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A university with nothing recorded for the period. */
export const Empty: Story = {
  args: { data: sampleEmptyUniversityAnalytics },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No data for this period.')).toHaveLength(3);
  },
};

/** Refresh's request is running: the button spins and is busy; the figures stay. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing analytics...');
    await expect(canvas.getByRole('article', { name: 'Total Students' })).toBeVisible();
  },
};

/** Pressing Refresh: busy a moment, then back, with focus kept on the button. */
export const RefreshPressed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  },
};

/** Choosing the last year from the keyboard: twelve months, one over the scale at the top. */
export const PeriodFromKeyboard: Story = {
  args: { data: sampleYearUniversityAnalytics },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Period' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Last 30 days' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onPeriodChange).toHaveBeenCalledWith('1y'));
    await expect(select).toHaveTextContent('Last year');
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
  },
};

/** The university picker lists the universities the user may manage. */
export const PickUniversity: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'University' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lakeside State University' }));
    await expect(args.onUniversityChange).toHaveBeenCalledWith('univ-lakeside');
    await expect(canvas.getByRole('combobox', { name: 'University' })).toHaveTextContent(
      'Lakeside State University',
    );
  },
};

/** A university admin sees only their own university: its name, no picker. */
export const SingleUniversityAdmin: Story = {
  args: { universities: sampleSingleUniversity },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'University' })).toBeNull();
    await expect(canvas.getByText('Northbridge University')).toBeVisible();
  },
};

/** Every figure computed from the university's records: no Sample data anywhere. */
export const AllReal: Story = {
  args: { data: sampleRealUniversityAnalytics },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Sample data')).toBeNull();
  },
};

/** At 375 px: one column, nothing reaches past the screen. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
  },
};

/** Twelve bars on a phone still fit. */
export const PhoneYear: Story = {
  globals: mobile,
  args: { data: sampleYearUniversityAnalytics, period: '1y' },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LoadingPhone: Story = { ...Loading, globals: mobile };
