import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderBar } from './header-bar';
import { HeaderSearch } from './header-search';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

const onSearch = fn();

function DesktopEnd() {
  return (
    <>
      <a
        href="/live"
        className="hidden rounded-md px-3 py-2 text-sm font-medium text-primary-text underline-offset-4 hover:underline lg:inline"
      >
        Featured Event
      </a>
      <NotificationsButton count={3} />
      <UserMenu
        firstName="Ada"
        lastName="Lovelace"
        email="ada@example.edu"
        onSettings={fn()}
        onSignOut={fn()}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/Header/HeaderBar',
  component: HeaderBar,
  tags: ['autodocs'],
  args: { title: 'Dashboard' },
} satisfies Meta<typeof HeaderBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop header: title, search, Featured Event, notifications and the user menu. */
export const Default: Story = {
  args: {
    children: <HeaderSearch onSearch={onSearch} shortcut />,
    end: <DesktopEnd />,
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(Math.round(banner.getBoundingClientRect().height)).toBe(84);
    await expect(
      within(banner).getByRole('heading', { level: 1, name: 'Dashboard' }),
    ).toBeVisible();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(within(banner).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('cyber{Enter}');
    await expect(onSearch).toHaveBeenCalledWith('cyber', null);
    await expect(
      within(banner).getByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeVisible();
  },
};

/** Only the title. */
export const TitleOnly: Story = {
  args: { title: 'Skills & Certificates' },
};

/** A long title is cut with an ellipsis and keeps the end slot in view. */
export const LongTitle: Story = {
  args: {
    title: 'Course Builder: Introduction to Responsible Artificial Intelligence in Cybersecurity',
    end: <DesktopEnd />,
  },
};

/** Each title of spec 1 §2.3 in turn. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-2">
      {[
        'Dashboard',
        'Courses',
        'Course Catalog',
        'Calendar',
        'Skills & Certificates',
        'Analytics',
        'Students',
        'Course Builder',
        'Certificates',
        'Settings',
      ].map((title) => (
        <HeaderBar
          key={title}
          title={title}
          titleAs="p"
          pinned={false}
          aria-label={`Header: ${title}`}
        />
      ))}
    </div>
  ),
};
