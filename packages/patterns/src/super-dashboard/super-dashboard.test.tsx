import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/super-dashboard';
import * as esNs from '@lp/locales/es/super-dashboard';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it, vi } from 'vitest';
import { SuperDashboardPage } from './super-dashboard';
import { sampleDashboardUniversities, sampleSuperDashboardProps } from './super-dashboard.samples';

const { current, active, inactive, suspended } = sampleDashboardUniversities;

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

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search universities...' });
const stat = (label: string) =>
  within(screen.getByRole('list', { name: 'Overview' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label))!;
const menuButton = (name: string) => screen.getByRole('button', { name: `Actions for ${name}` });

/** Opens a card's menu and picks an item, with the mouse. */
async function pick(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(menuButton(name));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('SuperDashboardPage', () => {
  it('shows its heading as an h2, and nests its sections under an h1 when asked', () => {
    const { unmount } = render(<SuperDashboardPage {...sampleSuperDashboardProps()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Super Admin Dashboard' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Quick Actions' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: current.name })).toBeVisible();
    unmount();
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'All Universities' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: inactive.name })).toBeVisible();
  });

  it('shows the four stat cards with the totals and the spec’s static lines', () => {
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} />);
    expect(stat('Universities')).toHaveTextContent('Universities42 active');
    expect(stat('Users')).toHaveTextContent('Users13,6903,423 average per university');
    expect(stat('Courses')).toHaveTextContent('Courses465+12% this month');
    expect(stat('System Health')).toHaveTextContent('System Health99.9%All systems operational');
  });

  it('counts an average of 0 users when there is no university, and formats for the locale', () => {
    render(
      <SuperDashboardPage
        {...sampleSuperDashboardProps()}
        universities={[]}
        totals={{ universities: 0, activeUniversities: 0, users: 12500, courses: 1200 }}
        locale="de-DE"
      />,
    );
    expect(stat('Users')).toHaveTextContent('Users12.5000 average per university');
    expect(stat('Courses')).toHaveTextContent('Courses1.200');
  });

  it('shows each university with its status, domain and counts, and marks the current one', () => {
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} />);
    expect(cardNames()).toEqual([current.name, active.name, inactive.name, suspended.name]);
    const westfield = card(inactive.name);
    expect(within(westfield).getByText('Inactive')).toBeVisible();
    expect(westfield).toHaveTextContent(inactive.domain!);
    expect(westfield).toHaveTextContent('Students2,760Teachers190Courses98');
    expect(within(westfield).queryByText('Current University')).toBeNull();
    expect(within(card(current.name)).getByText('Current University')).toBeVisible();
    expect(card(current.name)).toHaveAttribute('data-current', 'true');
    expect(card(suspended.name)).toHaveTextContent('No domain');
  });

  it('searches names, slugs and domains in any letter case', async () => {
    const user = userEvent.setup();
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} />);
    await user.type(search(), 'LAKESIDE state');
    expect(cardNames()).toEqual([active.name]);
    expect(screen.getByText('1 of 4 universities')).toBeVisible();
    await user.clear(search());
    await user.type(search(), 'Westfield-Institute');
    expect(cardNames()).toEqual([inactive.name]);
    await user.clear(search());
    await user.type(search(), 'NORTHBRIDGE.EXAMPLE.EDU');
    expect(cardNames()).toEqual([current.name]);
    await user.clear(search());
    expect(cardNames()).toHaveLength(4);
    expect(screen.getByText('4 universities')).toBeVisible();
  });

  it('filters by status with All Status, Active, Inactive and Suspended', async () => {
    const user = userEvent.setup();
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} />);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveTextContent('All Status');
    await user.click(filter);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All Status',
      'Active',
      'Inactive',
      'Suspended',
    ]);
    await user.click(screen.getByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(cardNames()).toEqual([suspended.name]));
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(cardNames()).toEqual([current.name, active.name]));
  });

  it('says no universities were found, with the hint to adjust the search or filter', async () => {
    const user = userEvent.setup();
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} defaultStatusFilter="inactive" />);
    await user.type(search(), 'lakeside');
    expect(screen.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says no universities were found, without the hint, when there are none at all', () => {
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} universities={[]} />);
    expect(screen.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    expect(screen.getByText('No universities have been created yet.')).toBeVisible();
    expect(screen.queryByText('Try adjusting your search or filter criteria.')).toBeNull();
  });

  it('runs the quick actions, exporting the universities the search and filter leave', async () => {
    const user = userEvent.setup();
    const props = {
      ...sampleSuperDashboardProps(),
      onCreateUniversity: vi.fn(),
      onExportData: vi.fn(),
      onImportData: vi.fn(),
      onBulkMessage: vi.fn(),
    };
    render(<SuperDashboardPage {...props} />);
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Create University',
      'Export Data',
      'Import Data',
      'Bulk Message',
    ]);
    await user.type(search(), 'example.edu');
    await user.click(actions.getByRole('button', { name: 'Export Data' }));
    expect(props.onExportData).toHaveBeenCalledWith([current, active, inactive]);
    await user.click(actions.getByRole('button', { name: 'Create University' }));
    expect(props.onCreateUniversity).toHaveBeenCalledOnce();
    await user.click(actions.getByRole('button', { name: 'Import Data' }));
    expect(props.onImportData).toHaveBeenCalledOnce();
    await user.click(actions.getByRole('button', { name: 'Bulk Message' }));
    expect(props.onBulkMessage).toHaveBeenCalledOnce();
  });

  it('shows only the quick actions the app wires, and none without any', () => {
    const { onCreateUniversity, onExportData, ...rest } = sampleSuperDashboardProps();
    const { unmount } = render(
      <SuperDashboardPage
        {...rest}
        onCreateUniversity={onCreateUniversity}
        onExportData={onExportData}
        onImportData={undefined}
        onBulkMessage={undefined}
      />,
    );
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Create University',
      'Export Data',
    ]);
    unmount();
    render(<SuperDashboardPage {...rest} onImportData={undefined} onBulkMessage={undefined} />);
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
  });

  it('opens a card’s menu from the keyboard and runs View Dashboard with its id', async () => {
    const user = userEvent.setup();
    const onViewDashboard = vi.fn(() => Promise.resolve());
    render(
      <SuperDashboardPage {...sampleSuperDashboardProps()} onViewDashboard={onViewDashboard} />,
    );
    menuButton(active.name).focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View Dashboard',
      'Edit University',
      'Impersonate Admin',
      'View Details',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onViewDashboard).toHaveBeenCalledWith(active.id);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton(active.name)).toHaveFocus();
  });

  it('keeps View Dashboard busy while it runs, with every card’s actions waiting', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onViewDashboard = vi.fn(() => answer.promise);
    const onImpersonate = vi.fn(() => Promise.resolve());
    render(
      <SuperDashboardPage
        {...sampleSuperDashboardProps()}
        onViewDashboard={onViewDashboard}
        onImpersonate={onImpersonate}
      />,
    );
    await pick(user, active.name, 'View Dashboard');
    expect(within(card(active.name)).getByRole('status')).toHaveTextContent('Opening dashboard...');
    expect(card(active.name)).toHaveAttribute('aria-busy', 'true');
    await user.click(menuButton(active.name));
    const again = await screen.findByRole('menuitem', { name: 'View Dashboard' });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    await user.click(again);
    await user.keyboard('{Escape}');
    await user.click(menuButton(current.name));
    expect(await screen.findByRole('menuitem', { name: 'Impersonate Admin' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Edit University' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.keyboard('{Escape}');
    expect(onViewDashboard).toHaveBeenCalledOnce();
    expect(onImpersonate).not.toHaveBeenCalled();
    answer.resolve();
    await waitFor(() => expect(card(active.name)).not.toHaveAttribute('aria-busy'));
    expect(within(card(active.name)).queryByRole('status')).toBeNull();
  });

  it('says so in the card when View Dashboard fails, keeping the search, and clears it on the next try', async () => {
    const user = userEvent.setup();
    const onViewDashboard = vi
      .fn<(id: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Refused'))
      .mockResolvedValueOnce(undefined);
    render(
      <SuperDashboardPage {...sampleSuperDashboardProps()} onViewDashboard={onViewDashboard} />,
    );
    await user.type(search(), 'lake');
    await pick(user, active.name, 'View Dashboard');
    expect(await within(card(active.name)).findByRole('alert')).toHaveTextContent(
      'Could not open the dashboard. Please try again.',
    );
    expect(search()).toHaveValue('lake');
    await pick(user, active.name, 'View Dashboard');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onViewDashboard).toHaveBeenCalledTimes(2);
  });

  it('runs Edit University with the card’s id', async () => {
    const user = userEvent.setup();
    const onEditUniversity = vi.fn();
    render(
      <SuperDashboardPage {...sampleSuperDashboardProps()} onEditUniversity={onEditUniversity} />,
    );
    await pick(user, suspended.name, 'Edit University');
    expect(onEditUniversity).toHaveBeenCalledWith(suspended.id);
  });

  it('offers Impersonate Admin only on active universities, and only when wired', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SuperDashboardPage {...sampleSuperDashboardProps()} />);
    for (const closed of [inactive, suspended]) {
      await user.click(menuButton(closed.name));
      await screen.findByRole('menu');
      expect(screen.queryByRole('menuitem', { name: 'Impersonate Admin' })).toBeNull();
      await user.keyboard('{Escape}');
    }
    unmount();
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} onImpersonate={undefined} />);
    await user.click(menuButton(active.name));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Impersonate Admin' })).toBeNull();
  });

  it('keeps Impersonate Admin busy while it runs, and says so when it fails', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onImpersonate = vi.fn(() => answer.promise);
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} onImpersonate={onImpersonate} />);
    await pick(user, active.name, 'Impersonate Admin');
    expect(onImpersonate).toHaveBeenCalledWith(active.id);
    expect(within(card(active.name)).getByRole('status')).toHaveTextContent('Starting session...');
    answer.reject(new Error('Forbidden'));
    expect(await within(card(active.name)).findByRole('alert')).toHaveTextContent(
      'Could not start impersonation. Please try again.',
    );
    expect(card(active.name)).not.toHaveAttribute('aria-busy');
  });

  it('shows a university’s details in a dialog, and returns focus to its menu on close', async () => {
    const user = userEvent.setup();
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} />);
    await pick(user, inactive.name, 'View Details');
    const dialog = await screen.findByRole('dialog', { name: inactive.name });
    expect(dialog).toHaveAccessibleDescription(inactive.description);
    expect(dialog).toHaveTextContent('StatusInactive');
    expect(dialog).toHaveTextContent(`Slug${inactive.slug}`);
    expect(dialog).toHaveTextContent(`Domain${inactive.domain}`);
    expect(dialog).toHaveTextContent(`Brand name${inactive.branding.name}`);
    expect(dialog).toHaveTextContent('Students2,760Teachers190Courses98');
    expect(dialog).toHaveTextContent('CreatedNov 20, 2024');
    expect(dialog).toHaveTextContent('Last updatedMay 11, 2025');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton(inactive.name)).toHaveFocus();
    await pick(user, inactive.name, 'View Details');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton(inactive.name)).toHaveFocus();
  });

  it('shows skeletons with a spoken label while loading, and waits to export', () => {
    render(<SuperDashboardPage {...sampleSuperDashboardProps()} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading universities...');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Overview' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create University' })).toBeEnabled();
  });

  it('says the universities could not be loaded, with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <SuperDashboardPage {...sampleSuperDashboardProps()} status="error" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the universities.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes its texts from the deployment', async () => {
    const user = userEvent.setup();
    render(
      <SuperDashboardPage
        {...sampleSuperDashboardProps()}
        texts={{
          title: 'Platform overview',
          healthStatus: 'Everything is running',
          actionsFor: (name) => `More for ${name}`,
          viewDashboard: 'Open',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Platform overview' })).toBeVisible();
    expect(screen.getByText('Everything is running')).toBeVisible();
    await user.click(screen.getByRole('button', { name: `More for ${active.name}` }));
    expect(await screen.findByRole('menuitem', { name: 'Open' })).toBeVisible();
  });
});

describe('SuperDashboardPage in another language', () => {
  it('speaks Spanish: the stats, the count, the menu and the dates of the details', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <SuperDashboardPage {...sampleSuperDashboardProps()} locale={undefined} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Panel de superadministrador' }),
    ).toBeVisible();
    const overview = screen.getByRole('list', { name: 'Resumen' });
    expect(overview).toHaveTextContent('Usuarios13.690Promedio de 3423 por universidad');
    expect(screen.getByRole('status')).toHaveTextContent('4 universidades');
    await user.click(screen.getByRole('button', { name: `Acciones para ${inactive.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ver detalles' }));
    const dialog = await screen.findByRole('dialog', { name: inactive.name });
    expect(dialog).toHaveTextContent('EstadoInactiva');
    expect(dialog).toHaveTextContent('Creada20 nov 2024');
  });

  it('speaks Arabic, with the plural of the count', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <SuperDashboardPage {...sampleSuperDashboardProps()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'لوحة المسؤول الرئيسي' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('4 جامعات');
  });
});
