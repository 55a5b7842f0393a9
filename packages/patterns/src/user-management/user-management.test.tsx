import { sampleUniversities } from '@lp/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/user-management';
import * as esNs from '@lp/locales/es/user-management';
import { I18nProvider } from '@lp/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserManagementPage } from './user-management';
import {
  UserManagementExample,
  defaultSampleFilters,
  manySampleUsers,
  sampleUserList,
  sampleUserManagementProps,
  sampleUserRows,
} from './user-management.samples';

/** A promise the test settles when it wants. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const table = () => screen.getByRole('table', { name: 'Users' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const row = (name: string) =>
  within(table())
    .getByRole('checkbox', { name: `Select ${name}` })
    .closest('tr')!;
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all users on this page' });
const search = () => screen.getByRole('searchbox', { name: 'Search users...' });

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('UserManagementPage', () => {
  it('shows the heading and the university’s totals in five tiles', () => {
    render(<UserManagementPage {...sampleUserManagementProps()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
    const tiles = screen.getByRole('region', { name: 'User totals' });
    const items = within(tiles)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Total Users12', 'Active9', 'Students7', 'Teachers3', 'Admins2']);
  });

  it('offers the university picker only with more than one university', async () => {
    const user = userEvent.setup();
    const onUniversityChange = vi.fn();
    const { unmount } = render(
      <UserManagementPage
        {...sampleUserManagementProps()}
        onUniversityChange={onUniversityChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'University' })).toHaveTextContent(
      'Northbridge University',
    );
    await choose(user, 'University', 'Lakeside State University');
    expect(onUniversityChange).toHaveBeenCalledWith('univ-lakeside');
    unmount();
    render(
      <UserManagementPage
        {...sampleUserManagementProps()}
        universities={sampleUniversities.slice(0, 1)}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'University' })).toBeNull();
  });

  it('sends the search once typing pauses, and keeps the typed text', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    render(
      <UserManagementPage {...sampleUserManagementProps()} onFiltersChange={onFiltersChange} />,
    );
    await user.type(search(), 'emma');
    expect(onFiltersChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onFiltersChange).toHaveBeenCalledOnce());
    expect(onFiltersChange).toHaveBeenCalledWith({ ...defaultSampleFilters, search: 'emma' });
    // The app has not answered (filters still say ''): the text stays as typed.
    expect(search()).toHaveValue('emma');
  });

  it('sends the search at once on Enter', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    render(
      <UserManagementPage {...sampleUserManagementProps()} onFiltersChange={onFiltersChange} />,
    );
    await user.type(search(), 'kim{Enter}');
    expect(onFiltersChange).toHaveBeenCalledWith({ ...defaultSampleFilters, search: 'kim' });
  });

  it('takes a search changed from outside (Back, a link)', () => {
    const props = sampleUserManagementProps();
    const { rerender } = render(<UserManagementPage {...props} />);
    rerender(<UserManagementPage {...props} filters={{ ...props.filters, search: 'chen' }} />);
    expect(search()).toHaveValue('chen');
  });

  it('filters by role with the spec’s labels, by status and by department', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    render(
      <UserManagementPage {...sampleUserManagementProps()} onFiltersChange={onFiltersChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const roles = await screen.findAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual([
      'All Roles',
      'Students',
      'Teachers',
      'University Admins',
      'Super Admins',
    ]);
    await user.click(screen.getByRole('option', { name: 'University Admins' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultSampleFilters,
      role: 'university_admin',
    });

    await choose(user, 'Status', 'Suspended');
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultSampleFilters,
      status: 'suspended',
    });

    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    const departments = await screen.findAllByRole('option');
    expect(departments.map((option) => option.textContent)).toEqual([
      'All Departments',
      'Administration',
      'Computer Science',
      'Data Science',
      'Engineering',
      'Platform Operations',
      'Software Engineering',
    ]);
    await user.click(screen.getByRole('option', { name: 'Data Science' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultSampleFilters,
      department: 'Data Science',
    });
  });

  it('shows each user with e-mail, role, status, department and last active', () => {
    render(<UserManagementPage {...sampleUserManagementProps()} />);
    const chen = row('Dr. Sarah Chen');
    expect(chen).toHaveTextContent('sarah.chen@northbridge.example.edu');
    expect(chen).toHaveTextContent('Teacher');
    expect(chen).toHaveTextContent('Active');
    expect(chen).toHaveTextContent('Computer Science');
    expect(within(chen).getByText('30 minutes ago').tagName).toBe('TIME');
    expect(row('Liam Patel')).toHaveTextContent('Never');
    expect(row('Liam Patel')).toHaveTextContent('Pending');
    expect(row('Robert Hayes')).toHaveTextContent('University Admin');
    expect(row('Priya Raman')).toHaveTextContent('Super Admin');
    expect(row('Robert Hayes')).toHaveTextContent('yesterday');
  });

  it('selects rows, marks select-all mixed, and never selects the signed-in user', async () => {
    const user = userEvent.setup();
    render(<UserManagementPage {...sampleUserManagementProps()} />);
    const own = checkbox('Priya Raman');
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('You cannot suspend your own account.');
    expect(within(row('Priya Raman')).queryByRole('button', { name: /Suspend/ })).toBeNull();

    await user.click(checkbox('Emma Wilson'));
    expect(checkbox('Emma Wilson')).toBeChecked();
    expect(selectAll()).toHaveAttribute('aria-checked', 'mixed');
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('1 selected');

    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(bar).toHaveTextContent('9 selected');
    expect(checkbox('Priya Raman')).not.toBeChecked();

    await user.click(selectAll());
    expect(selectAll()).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
  });

  it('clears the selection on another page or filter', async () => {
    const user = userEvent.setup();
    const props = sampleUserManagementProps();
    const { rerender } = render(<UserManagementPage {...props} />);
    await user.click(checkbox('Emma Wilson'));
    rerender(<UserManagementPage {...props} page={2} />);
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    expect(checkbox('Emma Wilson')).not.toBeChecked();
  });

  it('keeps Message as a placeholder that says it is not available', async () => {
    const user = userEvent.setup();
    render(<UserManagementPage {...sampleUserManagementProps()} />);
    await user.click(checkbox('Emma Wilson'));
    const message = screen.getByRole('button', { name: 'Message' });
    expect(message).toHaveAttribute('aria-disabled', 'true');
    expect(message).toHaveAccessibleDescription('Messaging is not available yet.');
  });

  describe('Export', () => {
    let blobs: Blob[];
    let downloads: string[];
    beforeEach(() => {
      blobs = [];
      downloads = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:users';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        downloads.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the selected users as CSV, quoted and safe from formulas', async () => {
      const user = userEvent.setup();
      render(<UserManagementPage {...sampleUserManagementProps()} />);
      await user.click(checkbox('Emma Wilson'));
      await user.click(checkbox('=HYPERLINK("http://evil.example")'));
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(downloads).toEqual(['users.csv']);
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
      // jsdom's Blob has no text(); FileReader reads it.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      });
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines).toEqual([
        '"Name","Email","Role","Status","University","Department","Last Active","Joined"',
        '"Emma Wilson","emma.wilson@northbridge.example.edu","Student","Active","Northbridge University","Computer Science","2025-07-14T10:00:00Z","2024-09-03T08:30:00Z"',
        '"\'=HYPERLINK(""http://evil.example"")","formula@northbridge.example.edu","Student","Active","Northbridge University","Computer Science","2025-07-01T12:00:00Z","2025-02-02T10:00:00Z"',
      ]);
    });
  });

  it('asks before suspending the selection, busy while it runs, then clears it', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onSuspend = vi.fn(() => answer.promise);
    render(<UserManagementPage {...sampleUserManagementProps()} onSuspend={onSuspend} />);
    await user.click(checkbox('Emma Wilson'));
    await user.click(checkbox('Noah Kim'));
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 2 users?' });
    expect(onSuspend).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(onSuspend).toHaveBeenCalledWith(['user-1', 'user-9']);
    const busy = within(dialog).getByRole('button', { name: 'Suspending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onSuspend).toHaveBeenCalledOnce();
    await act(async () => answer.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
  });

  it('keeps the confirmation open with the server’s message when suspending fails', async () => {
    const user = userEvent.setup();
    const onSuspend = vi.fn(() =>
      Promise.reject(new Error('Only an admin or superuser can change this account.')),
    );
    render(<UserManagementPage {...sampleUserManagementProps()} onSuspend={onSuspend} />);
    await user.click(checkbox('Robert Hayes'));
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend 1 user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not suspend the selected users.');
    expect(alert).toHaveTextContent('Only an admin or superuser can change this account.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
  });

  it('suspends and reactivates one user from the row, one change at a time', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onSetStatus = vi.fn(() => answer.promise);
    render(<UserManagementPage {...sampleUserManagementProps()} onSetStatus={onSetStatus} />);
    await user.click(screen.getByRole('button', { name: 'Suspend Emma Wilson' }));
    expect(onSetStatus).toHaveBeenCalledWith('user-1', 'suspended');
    expect(screen.getByRole('button', { name: 'Suspend Emma Wilson' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const other = screen.getByRole('button', { name: 'Activate Ava Martinez' });
    expect(other).toBeDisabled();
    await user.click(other);
    expect(onSetStatus).toHaveBeenCalledOnce();
    await act(async () => answer.resolve());
    await user.click(screen.getByRole('button', { name: 'Activate Ava Martinez' }));
    expect(onSetStatus).toHaveBeenLastCalledWith('user-6', 'active');
  });

  it('says so when a row’s status change fails', async () => {
    const user = userEvent.setup();
    const onSetStatus = vi.fn(() => Promise.reject(new Error('Account suspended elsewhere')));
    render(<UserManagementPage {...sampleUserManagementProps()} onSetStatus={onSetStatus} />);
    await user.click(screen.getByRole('button', { name: 'Suspend Noah Kim' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not change the status of Noah Kim.');
    expect(alert).toHaveTextContent('Account suspended elsewhere');
  });

  it('changes the row in the example once the server agrees', async () => {
    const user = userEvent.setup();
    render(<UserManagementExample />);
    await user.click(screen.getByRole('button', { name: 'Suspend Emma Wilson' }));
    expect(await screen.findByRole('button', { name: 'Activate Emma Wilson' })).toBeVisible();
    expect(row('Emma Wilson')).toHaveTextContent('Suspended');
  });

  it('shows a user’s details in a dialog', async () => {
    const user = userEvent.setup();
    render(<UserManagementPage {...sampleUserManagementProps()} />);
    const view = screen.getByRole('button', { name: 'View details of Emma Wilson' });
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Emma Wilson' });
    expect(dialog).toHaveTextContent('Emailemma.wilson@northbridge.example.edu');
    expect(dialog).toHaveTextContent('RoleStudent');
    expect(dialog).toHaveTextContent('StatusActive');
    expect(dialog).toHaveTextContent('UniversityNorthbridge University');
    expect(dialog).toHaveTextContent('DepartmentComputer Science');
    expect(dialog).toHaveTextContent('Last Active2 hours ago');
    expect(dialog).toHaveTextContent('JoinedSep 3, 2024');
    expect(dialog).toHaveTextContent('Courses Enrolled5');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view).toHaveFocus();
  });

  describe('Invite User', () => {
    const open = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(screen.getByRole('button', { name: 'Invite User' }));
      return screen.findByRole('dialog', { name: 'Invite User' });
    };

    it('checks the e-mail before sending', async () => {
      const user = userEvent.setup();
      const onInvite = vi.fn(() => Promise.resolve());
      render(<UserManagementPage {...sampleUserManagementProps()} onInvite={onInvite} />);
      const dialog = await open(user);
      await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
      const email = within(dialog).getByRole('textbox', { name: /Email/ });
      expect(email).toHaveAccessibleDescription('Email is required');
      expect(email).toHaveFocus();
      await user.type(email, 'not-an-address');
      expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      await user.keyboard('{Enter}');
      expect(onInvite).not.toHaveBeenCalled();
    });

    it('sends the e-mail and role, busy while it goes, then confirms and clears', async () => {
      const user = userEvent.setup();
      const answer = deferred();
      const onInvite = vi.fn(() => answer.promise);
      render(<UserManagementPage {...sampleUserManagementProps()} onInvite={onInvite} />);
      const dialog = await open(user);
      const email = within(dialog).getByRole('textbox', { name: /Email/ });
      await user.type(email, '  new.teacher@northbridge.example.edu ');
      await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await user.click(await screen.findByRole('option', { name: 'Teacher' }));
      await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
      expect(onInvite).toHaveBeenCalledWith({
        email: 'new.teacher@northbridge.example.edu',
        role: 'teacher',
      });
      const busy = within(dialog).getByRole('button', { name: 'Sending...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      await user.click(busy);
      expect(onInvite).toHaveBeenCalledOnce();
      await act(async () => answer.resolve());
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'Invitation sent to new.teacher@northbridge.example.edu.',
      );
      expect(email).toHaveValue('');
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('says the invitation failed and keeps what was typed', async () => {
      const user = userEvent.setup();
      const onInvite = vi.fn(() => Promise.reject(new Error('')));
      render(<UserManagementPage {...sampleUserManagementProps()} onInvite={onInvite} />);
      const dialog = await open(user);
      const email = within(dialog).getByRole('textbox', { name: /Email/ });
      await user.type(email, 'someone@example.edu{Enter}');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Failed to send invitation. Please try again.',
      );
      expect(email).toHaveValue('someone@example.edu');
      expect(onInvite).toHaveBeenCalledWith({ email: 'someone@example.edu', role: 'student' });
    });
  });

  it('pages: the summary, previous and next, and the page size', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const rows = manySampleUsers();
    const { rerender } = render(
      <UserManagementPage
        {...sampleUserManagementProps()}
        data={sampleUserList(rows, defaultSampleFilters, 1, 10)}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Showing 1 to 10 of 37');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await choose(user, 'Rows per page', '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);

    rerender(
      <UserManagementPage
        {...sampleUserManagementProps()}
        data={sampleUserList(rows, defaultSampleFilters, 4, 10)}
        page={4}
        onPageChange={onPageChange}
      />,
    );
    expect(nav).toHaveTextContent('Showing 31 to 37 of 37');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('keeps the previous page on screen, marked busy, while the next loads', () => {
    render(<UserManagementPage {...sampleUserManagementProps()} page={2} refreshing />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(row('Emma Wilson')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Updating users...');
  });

  it('says no users were found, with the hint when filtering', () => {
    const filters = { ...defaultSampleFilters, search: 'nobody' };
    const { rerender } = render(
      <UserManagementPage
        {...sampleUserManagementProps()}
        filters={filters}
        data={sampleUserList(sampleUserRows, filters, 1, 10)}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No users found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 0 to 0 of 0',
    );
    expect(selectAll()).toBeDisabled();
    rerender(
      <UserManagementPage
        {...sampleUserManagementProps()}
        data={sampleUserList([], defaultSampleFilters, 1, 10)}
      />,
    );
    expect(screen.getByText('This university has no users yet.')).toBeVisible();
  });

  it('shows skeletons with a spoken label while loading', () => {
    render(<UserManagementPage {...sampleUserManagementProps()} status="loading" data={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeVisible();
  });

  it('says the users could not be loaded, with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <UserManagementPage
        {...sampleUserManagementProps()}
        status="error"
        data={null}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the users.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('nests under an h1 and takes its texts from the deployment', () => {
    render(
      <UserManagementPage
        {...sampleUserManagementProps()}
        titleAs="h1"
        texts={{
          title: 'Accounts',
          inviteUser: 'Add someone',
          showing: (from, to, matching) => `${from}–${to} / ${matching}`,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add someone' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–10 / 12');
  });
});

describe('UserManagementPage in another language', () => {
  it('speaks Spanish: heading, columns, role labels, the plural of the selection', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <UserManagementPage {...sampleUserManagementProps()} locale={undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Gestión de usuarios' })).toBeVisible();
    const users = screen.getByRole('table', { name: 'Usuarios' });
    expect(within(users).getByRole('columnheader', { name: 'Última actividad' })).toBeVisible();
    expect(within(users).getAllByText('Estudiante').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Emma Wilson' }));
    expect(screen.getByRole('group', { name: 'Acciones masivas' })).toHaveTextContent(
      '1 seleccionado',
    );
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      'Mostrando 1 a 10 de 12',
    );
  });

  it('speaks Arabic, with the dual of the selection', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <UserManagementPage {...sampleUserManagementProps()} locale={undefined} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'تحديد Emma Wilson' }));
    await user.click(screen.getByRole('checkbox', { name: 'تحديد Liam Patel' }));
    expect(screen.getByRole('group', { name: 'إجراءات جماعية' })).toHaveTextContent(
      'مستخدمان محددان',
    );
  });
});
