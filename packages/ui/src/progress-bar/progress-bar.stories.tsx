import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Learning Progress', value: 62, className: 'max-w-md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Learning Progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
  },
};

export const LessonsOfModule: Story = {
  args: { label: 'Module 2: Foundations', value: 2, max: 5, valueText: '2 of 5 lessons' },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'success' } };
export const Indeterminate: Story = { args: { label: 'Uploading', value: null } };
export const HiddenLabel: Story = { args: { hideLabel: true } };

/** Every size and tone: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-md gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ProgressBar key={size} size={size} label={`Size ${size}`} value={40} />
      ))}
      {(['primary', 'success', 'warning', 'danger'] as const).map((tone) => (
        <ProgressBar key={tone} tone={tone} label={`Tone ${tone}`} value={75} />
      ))}
    </div>
  ),
};
