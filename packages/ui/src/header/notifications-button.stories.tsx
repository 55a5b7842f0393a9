import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotificationsButton } from './notifications-button';

const meta = {
  title: 'Navigation/Header/NotificationsButton',
  component: NotificationsButton,
  tags: ['autodocs'],
  args: { onClick: fn() },
} satisfies Meta<typeof NotificationsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread. */
export const NoneUnread: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Three unread: the count is part of the name. */
export const Unread: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};

/** More than 99 shows 99+. */
export const Many: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Notifications, 120 unread' }),
    ).toHaveTextContent('99+');
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex gap-4">
      {[0, 1, 9, 42, 120].map((count) => (
        <NotificationsButton key={count} count={count} />
      ))}
    </div>
  ),
};
