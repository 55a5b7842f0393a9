import {
  dailyActiveChart,
  sampleDailyActivePoints,
  sampleDepartmentShares,
  sampleMonthlyTrends,
  sampleTimeSpentHeatmap,
  TREND_BAR_SCALE,
} from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './bar-chart';
import { DonutChart } from './donut-chart';
import { Heatmap } from './heatmap';
import { LineChart } from './line-chart';

const months = sampleMonthlyTrends.map((trend) => ({
  label: new Date(`${trend.date}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    timeZone: 'UTC',
  }),
  value: trend.students,
}));

const meta = {
  title: 'Display/Charts',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    title: 'Daily active learners',
    description: `${dailyActiveChart.headline.toLocaleString('en-US')} (${dailyActiveChart.trend})`,
    data: sampleDailyActivePoints,
  },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Daily active learners' });
    await expect(within(figure).getAllByRole('row')).toHaveLength(23);
  },
};

/** Hovering a point shows its tooltip. */
export const LineHover: Story = {
  args: { animate: false },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-slot="line-chart"]')!;
    const circle = svg.querySelectorAll('circle')[19]!;
    const box = circle.getBoundingClientRect();
    svg.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: box.x + box.width / 2 + 4,
        clientY: box.y + box.height / 2,
      }),
    );
    await expect(await within(canvasElement).findByText('Jul 20: 3,247 (85%)')).toBeVisible();
  },
};

export const Bars: Story = {
  render: () => <BarChart title="Enrollment trend" data={months} max={TREND_BAR_SCALE} />,
};

export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Students by department"
      data={sampleDepartmentShares}
      centerLabel="5 departments"
    />
  ),
};

export const TimeSpentHeatmap: Story = {
  render: () => <Heatmap title="Time Spent Learning" values={sampleTimeSpentHeatmap} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Time Spent Learning' })).toBeVisible();
  },
};

export const EmptyData: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      <LineChart title="Daily active learners" data={[]} />
      <BarChart title="Enrollment trend" data={[]} max={TREND_BAR_SCALE} />
    </div>
  ),
};

export const Mobile: Story = {
  render: () => (
    <div className="grid gap-4">
      <LineChart title="Daily active learners" data={sampleDailyActivePoints} />
      <Heatmap title="Time Spent Learning" values={sampleTimeSpentHeatmap} />
    </div>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Every chart for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 lg:grid-cols-2">
      <LineChart {...args} />
      <BarChart title="Enrollment trend" data={months} max={TREND_BAR_SCALE} />
      <DonutChart title="Students by department" data={sampleDepartmentShares} />
      <Heatmap title="Time Spent Learning" values={sampleTimeSpentHeatmap} />
    </div>
  ),
};
