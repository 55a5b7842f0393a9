import { sampleLeaderboard } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Leaderboard } from './leaderboard';

const meta = {
  title: 'Dashboard/Leaderboard',
  component: Leaderboard,
  tags: ['autodocs'],
  args: { users: sampleLeaderboard },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Leaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top five and the signed-in learner at #8 of 20, marked as the current row. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#8 of 20')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('(You)').closest('li')).toHaveAttribute('aria-current', 'true');
  },
};

/** The learner among the leaders: no extra row. */
export const UserInTopFive: Story = {
  args: {
    users: sampleLeaderboard.map((u) => ({
      ...u,
      isCurrentUser: u.rank === 3 || undefined,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('#3 of 20')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rankings yet')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    users: sampleLeaderboard.map((u) =>
      u.rank === 2 ? { ...u, name: 'Maximiliana Alexandra Featherstonehaugh-Wolstenholme' } : u,
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
