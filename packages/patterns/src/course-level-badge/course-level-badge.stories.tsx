import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourseLevelBadge } from './course-level-badge';

const meta = {
  title: 'Patterns/Course level badge',
  component: CourseLevelBadge,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { level: 'Beginner' },
} satisfies Meta<typeof CourseLevelBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each level of spec 2 §3's mapping, named in the page's language (English here). */
export const AllLevels: Story = {
  render: () => (
    <div className="flex gap-2">
      <CourseLevelBadge level="Beginner" />
      <CourseLevelBadge level="Intermediate" />
      <CourseLevelBadge level="Advanced" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of ['Beginner', 'Intermediate', 'Advanced']) {
      await expect(canvas.getByText(level)).toHaveAttribute('data-level', level);
    }
  },
};
