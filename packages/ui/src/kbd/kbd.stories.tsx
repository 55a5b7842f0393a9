import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Kbd } from './kbd';

const meta = {
  title: 'Display/Kbd',
  component: Kbd,
  tags: ['autodocs'],
  args: { keys: ['Mod', 'K'], platform: 'mac' },
  argTypes: { platform: { control: 'inline-radio', options: ['mac', 'other'] } },
} satisfies Meta<typeof Kbd>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mac: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('⌘')).toBeVisible();
  },
};

export const Windows: Story = {
  args: { platform: 'other' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ctrl')).toBeVisible();
  },
};

export const SingleKey: Story = { args: { keys: ['Esc'] } };

/** The lesson player's shortcuts (spec 1 §9) on both platforms: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <dl className="grid grid-cols-[auto_auto_auto] items-center gap-x-6 gap-y-2 text-sm text-text">
      {(
        [
          ['Shortcuts', ['Mod', 'K']],
          ['Bookmark', ['Mod', 'B']],
          ['Focus mode', ['Mod', 'F']],
          ['Statistics', ['Mod', 'S']],
          ['Previous', ['ArrowLeft']],
          ['Next', ['ArrowRight']],
          ['Close', ['Esc']],
        ] as const
      ).map(([label, keys]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd>
            <Kbd keys={keys} platform="mac" />
          </dd>
          <dd>
            <Kbd keys={keys} platform="other" />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
