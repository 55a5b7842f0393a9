import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './user-menu';

const meta = {
  title: 'Navigation/Header/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.edu',
    onSettings: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end pb-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The keyboard path: open with Enter, arrow to Sign Out, run it; focus returns to the trigger.
 * The trigger is looked up each time: focusing it loads the menu's code, which brings its own
 * trigger in place of the plain one (focus moves along with it).
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: 'Ada user menu' });
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText('ada@example.edu')).toBeVisible();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger()).toHaveFocus());
  },
};

/** The pointer path: pressing the trigger opens the menu (loading its code first if need be); Escape closes it and focus returns. */
export const PointerOpen: Story = {
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: 'Ada user menu' });
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
  },
};

/** Open, showing the name, e-mail and both items. */
export const Open: Story = {
  render: (args) => <UserMenu {...args} open modal={false} />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  },
};

/** A long e-mail is cut with an ellipsis. */
export const LongEmail: Story = {
  args: {
    firstName: 'Maximiliana',
    email: 'maximiliana.von-hohenberg-stauffenberg@university-of-example.edu',
  },
  render: (args) => <UserMenu {...args} open modal={false} />,
};

/** On a phone only the avatar shows; the name stays in the button's name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ada user menu' })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex gap-4">
      <UserMenu {...args} />
      <UserMenu {...args} firstName="Grace" lastName="Hopper" email="grace@example.edu" />
    </div>
  ),
};
