import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar';

// A tiny inline picture so the story needs no network.
const picture =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Ccircle cx='20' cy='15' r='8'/%3E%3Cpath d='M4 40a16 16 0 0 1 32 0z'/%3E%3C/svg%3E";

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Grace Hopper' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Grace Hopper' })).toBeVisible());
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GH')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { src: '/does-not-exist.png', name: 'Alan Turing' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('AT')).toBeVisible());
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Every size, with picture and initials: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <div key={size} className="flex items-center gap-3">
          <Avatar size={size} name="Grace Hopper" src={picture} />
          <Avatar size={size} name="Alan Turing" />
          <Avatar size={size} name="Plato" src="/does-not-exist.png" />
        </div>
      ))}
    </div>
  ),
};
