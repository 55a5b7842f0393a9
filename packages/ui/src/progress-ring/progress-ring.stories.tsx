import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressRing, StatGauge } from './progress-ring';

const meta = {
  title: 'Feedback/ProgressRing',
  component: ProgressRing,
  tags: ['autodocs'],
  args: { label: 'Learning Progress', value: 62 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof ProgressRing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's demo learning progress: 62% (spec 2 §8). */
export const Default: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Learning Progress' })).toHaveAttribute(
      'aria-valuetext',
      '62%',
    );
  },
};

export const WithCaption: Story = {
  args: {
    size: 'lg',
    children: <span className="text-xs font-normal text-text-muted">4 of 6</span>,
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'success' } };

/** "Your Learning Overview": four stat gauges (spec 2 §2.2). */
export const LearningOverview: Story = {
  render: () => (
    <section aria-labelledby="overview" className="grid gap-4">
      <h2 id="overview" className="text-lg font-semibold text-text">
        Your Learning Overview
      </h2>
      <div className="grid grid-cols-2 gap-6 md:grid-cols-4">
        <StatGauge label="Courses Completed" value={4} max={6} valueText="4/6" />
        <StatGauge label="Learning Progress" value={62} />
        <StatGauge label="Certificates" value={3} max={5} valueText="3" tone="success" />
        <StatGauge
          label="Study Streak"
          value={5}
          max={7}
          valueText="5 days"
          description="This week"
        />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(canvas.getByRole('progressbar', { name: 'Courses Completed' })).toHaveAttribute(
      'aria-valuetext',
      '4/6',
    );
  },
};

export const Mobile: Story = {
  ...LearningOverview,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Every size and tone: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-6">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ProgressRing key={size} size={size} label={`Size ${size}`} value={40} />
      ))}
      {(['primary', 'success', 'warning', 'danger'] as const).map((tone) => (
        <ProgressRing key={tone} tone={tone} label={`Tone ${tone}`} value={75} />
      ))}
    </div>
  ),
};
