import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  adminSections,
  sampleSettings,
  studentSections,
  teacherSections,
} from '../sidebar/sample-nav';
import { Sidebar } from '../sidebar/sidebar';
import { MobileHeader } from './mobile-header';
import { NotificationsButton } from './notifications-button';

const meta = {
  title: 'Navigation/Header/MobileHeader',
  component: MobileHeader,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    userName: 'Ada Lovelace',
    title: 'Dashboard',
    roleLabel: 'Student',
    onSignOut: fn(),
    end: <NotificationsButton count={2} />,
    menu: (
      <Sidebar
        variant="panel"
        sections={studentSections}
        settings={sampleSettings}
        activeHref="/dashboard"
        aria-label="Mobile menu"
      />
    ),
  },
} satisfies Meta<typeof MobileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar opens the side menu from the left; Escape closes it and returns focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const avatar = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(avatar);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('link', { name: 'My Courses' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(avatar).toHaveFocus();
  },
};

/** A teacher's menu: the role label, the teacher items and Sign Out. */
export const TeacherMenuOpen: Story = {
  args: {
    roleLabel: 'Teacher',
    menu: (
      <Sidebar
        variant="panel"
        sections={teacherSections}
        settings={sampleSettings}
        aria-label="Mobile menu"
      />
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByText('Teacher')).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Course Builder' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** Open with the admin sections. */
export const AdminMenuOpen: Story = {
  args: {
    roleLabel: 'Admin',
    open: true,
    menu: (
      <Sidebar
        variant="panel"
        sections={adminSections}
        settings={sampleSettings}
        aria-label="Mobile menu"
      />
    ),
  },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('group', { name: 'ADMIN' })).toBeInTheDocument();
  },
};

/** A long page title. */
export const LongTitle: Story = {
  args: { title: 'Introduction to Responsible Artificial Intelligence in Cybersecurity' },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-2">
      <MobileHeader {...args} pinned={false} aria-label="Student header" />
      <MobileHeader
        {...args}
        pinned={false}
        title="Students"
        roleLabel="Teacher"
        aria-label="Teacher header"
      />
      <MobileHeader {...args} pinned={false} title={undefined} aria-label="Header without title" />
    </div>
  ),
};
