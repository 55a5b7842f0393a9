import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserManagementPage } from './user-management';
import {
  UserManagementExample,
  manySampleUsers,
  sampleLongUser,
  sampleUserManagementProps,
  sampleUserRows,
} from './user-management.samples';

const meta = {
  title: 'Pages/Admin/User Management',
  component: UserManagementPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    ...sampleUserManagementProps(),
    // The example answers from the sample rows; a story that gives `data` shows it as is.
    data: null,
    onRetry: fn(),
    onUniversityChange: fn(),
    onFiltersChange: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onInvite: fn(() => Promise.resolve()),
    onSuspend: fn(() => Promise.resolve()),
    onSetStatus: fn(() => Promise.resolve()),
  },
  // The example plays the server: filters and pages the sample rows, suspends and activates them.
  render: (args) => <UserManagementExample {...args} />,
} satisfies Meta<typeof UserManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const checkbox = (canvas: Canvas, name: string) =>
  canvas.getByRole('checkbox', { name: `Select ${name}` });

async function openInvite(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Invite User' }));
  return screen.findByRole('dialog', { name: 'Invite User' });
}

/** Selects Emma and Noah and presses Suspend: the confirmation opens. */
async function confirmSuspend(canvas: Canvas) {
  await userEvent.click(checkbox(canvas, 'Emma Wilson'));
  await userEvent.click(checkbox(canvas, 'Noah Kim'));
  await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
  return screen.findByRole('alertdialog', { name: 'Suspend 2 users?' });
}

/** Nothing of the page reaches past its width (the table scrolls inside its own region). */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const page = canvasElement.querySelector<HTMLElement>('[data-slot=user-management]')!;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The first page of Northbridge's users, for Priya (her own row cannot be selected). */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(canvas.getByText('Showing 1 to 10 of 12')).toBeVisible();
    await expect(checkbox(canvas, 'Priya Raman')).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading users...');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the users.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A university with no accounts yet. */
export const Empty: Story = {
  render: (args) => <UserManagementExample {...args} rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No users found' })).toBeVisible();
    await expect(canvas.getByText('This university has no users yet.')).toBeVisible();
  },
};

/** A search that matches nothing. */
export const EmptyFiltered: Story = {
  args: { filters: { search: 'atlantis', role: 'all', status: 'all', department: 'all' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('atlantis');
    await expect(canvas.getByRole('heading', { name: 'No users found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  },
};

/** The next page is on its way: the previous one stays, with a spinner, marked busy. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Thirty-seven students: previous, next and the page size. */
export const Paged: Story = {
  render: (args) => <UserManagementExample {...args} rows={manySampleUsers()} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 1 to 10 of 37')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(await canvas.findByText('Showing 11 to 20 of 37')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(await canvas.findByText('Showing 1 to 37 of 37')).toBeVisible();
  },
};

/** Searching (sent once typing pauses), then the role filter with the spec's labels. */
export const SearchAndFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users...' }), 'north');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenCalledWith(
        expect.objectContaining({ search: 'north' }),
      ),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Teachers' }));
    await expect(await canvas.findByText('Showing 1 to 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('north');
  },
};

/** Two users selected: the bulk bar with Message (not available yet), Export and Suspend. */
export const Selection: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(checkbox(canvas, 'Emma Wilson'));
    await userEvent.click(checkbox(canvas, 'Noah Kim'));
    const bar = canvas.getByRole('group', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 selected');
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all users on this page' }),
    ).toHaveAttribute('aria-checked', 'mixed');
    await expect(within(bar).getByRole('button', { name: 'Message' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Every user of the page that can be selected is. */
export const AllSelected: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all users on this page' }));
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent(
      '9 selected',
    );
  },
};

/** Suspend asks first. */
export const SuspendConfirm: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await confirmSuspend(canvas);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onSuspend).not.toHaveBeenCalled();
  },
};

/** Confirmed: the users are suspended and the selection clears. */
export const Suspended: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await confirmSuspend(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(args.onSuspend).toHaveBeenCalledWith(['user-1', 'user-9']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Activate Emma Wilson' })).toBeVisible();
  },
};

/** The server refused: the confirmation stays open with its message. */
export const SuspendFails: Story = {
  args: {
    onSuspend: fn(() =>
      Promise.reject(new Error('Only an admin or superuser can change this account.')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(checkbox(canvas, 'Robert Hayes'));
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 1 user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not suspend the selected users.',
    );
  },
};

/** A row's Suspend refused: the banner over the table says so. */
export const RowStatusFails: Story = {
  args: { onSetStatus: fn(() => Promise.reject(new Error('Account suspended elsewhere'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Noah Kim' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not change the status of Noah Kim.',
    );
  },
};

/** The details modal. */
export const Details: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View details of Emma Wilson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emma Wilson' });
    await expect(dialog).toHaveTextContent('Courses Enrolled5');
  },
};

/** Invite User opens the dialog, e-mail and role. */
export const InviteOpen: Story = {
  play: async ({ canvas }) => {
    const dialog = await openInvite(canvas);
    await expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent(
      'Student',
    );
  },
};

/** An address that is not one. */
export const InviteInvalid: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openInvite(canvas);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** The invitation is on its way. */
export const InviteSending: Story = {
  args: { onInvite: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    const dialog = await openInvite(canvas);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'new.teacher@northbridge.example.edu',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await expect(within(dialog).getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Sent: the confirmation, and an empty form for the next one. */
export const InviteSent: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openInvite(canvas);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'new.teacher@northbridge.example.edu',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Invitation sent to new.teacher@northbridge.example.edu.',
    );
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'new.teacher@northbridge.example.edu',
      role: 'student',
    });
  },
};

export const InviteFails: Story = {
  args: { onInvite: fn(() => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    const dialog = await openInvite(canvas);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'someone@example.edu{Enter}',
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to send invitation. Please try again.',
    );
  },
};

/** At 375 px: nothing reaches past the screen; the table scrolls in its own region. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** A long name, address and department wrap, in the table and the details. */
export const LongContent: Story = {
  render: (args) => <UserManagementExample {...args} rows={[sampleLongUser, ...sampleUserRows]} />,
  play: async ({ canvasElement, canvas }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `View details of ${sampleLongUser.name}` }),
    );
    await expect(await screen.findByRole('dialog', { name: sampleLongUser.name })).toBeVisible();
  },
};
