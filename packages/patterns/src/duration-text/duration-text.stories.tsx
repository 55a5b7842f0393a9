import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DurationText } from './duration-text';

const meta = {
  title: 'Patterns/Duration text',
  component: DurationText,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { of: { duration: '12 hours', durationHours: 12 } },
} satisfies Meta<typeof DurationText>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From the number of hours, in the page's language (Spanish and Arabic by their plural rules;
 * English as the spec's display mapping writes it, 'N hours' for every N), or a course's own text.
 */
export const AllForms: Story = {
  render: () => (
    <ul className="flex flex-col gap-1">
      <li>
        <DurationText of={{ duration: '1 hours', durationHours: 1 }} />
      </li>
      <li>
        <DurationText of={{ duration: '12 hours', durationHours: 12 }} />
      </li>
      <li>
        <DurationText of={{ duration: '6 weeks' }} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 hours')).toBeInTheDocument();
    await expect(canvas.getByText('12 hours')).toBeInTheDocument();
    await expect(canvas.getByText('6 weeks')).toBeInTheDocument();
  },
};
