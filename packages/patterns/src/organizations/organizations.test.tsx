import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/organizations';
import * as esNs from '@lp/locales/es/organizations';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it, vi } from 'vitest';
import { OrganizationsPage, type OrganizationsPageProps } from './organizations';
import {
  sampleManyStudentsOrganization,
  sampleOrganizationByName,
  sampleOrganizationsProps,
} from './organizations.samples';

const { northbridge, lakeside, westfield, riverside } = sampleOrganizationByName;

function renderPage(props: Partial<OrganizationsPageProps> = {}) {
  const user = userEvent.setup();
  const callbacks = {
    onExportData: vi.fn(),
    onBulkOperations: vi.fn(),
    onMessageTeachers: vi.fn(),
    onMessageAll: vi.fn(),
    onExportOrganization: vi.fn(),
    onMessageOrganization: vi.fn(),
    onRetry: vi.fn(),
  };
  const view = render(
    <OrganizationsPage {...sampleOrganizationsProps()} {...callbacks} {...props} />,
  );
  return { user, ...callbacks, ...view };
}

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search organizations...' });
const filterButton = () => screen.getByRole('button', { name: /^Filter/ });
const quickActions = () => screen.getByRole('region', { name: 'Quick Actions' });
const openButton = (name: string) => within(card(name)).getByRole('button', { name });

describe('OrganizationsPage', () => {
  it('names itself under the app header and leads back to the dashboard', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Organizations Dashboard' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Quick Actions' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: northbridge.name })).toBeVisible();
  });

  it('sums the organizations in the three summary cards', () => {
    renderPage();
    const summary = screen.getByRole('list', { name: 'Overview' });
    expect(summary).toHaveTextContent('Total Organizations4');
    expect(summary).toHaveTextContent('Total Students12,456');
    expect(summary).toHaveTextContent('Avg Students/Org3,114');
  });

  it('shows each organization with its type, location, stats and student counts', () => {
    renderPage();
    expect(cardNames()).toEqual([northbridge.name, lakeside.name, westfield.name, riverside.name]);
    const north = card(northbridge.name);
    expect(north).toHaveTextContent('University');
    expect(north).toHaveTextContent('Boston, MA');
    expect(north).toHaveTextContent('Students4,820');
    expect(north).toHaveTextContent('Active4,102');
    expect(north).toHaveTextContent('Completion75%');
    expect(north).toHaveTextContent('Engagement82%');
    expect(within(north).getByText('2 high achievers')).toBeVisible();
    expect(within(north).getByText('1 at risk')).toBeVisible();
    expect(within(card(westfield.name)).getByText('1 high achiever')).toBeVisible();
    expect(within(card(westfield.name)).getByText('0 at risk')).toBeVisible();
  });

  it('searches names and locations in any letter case', async () => {
    const { user } = renderPage();
    await user.type(search(), 'BOSTON');
    expect(cardNames()).toEqual([northbridge.name]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 organizations');
    await user.clear(search());
    await user.type(search(), 'state univ');
    expect(cardNames()).toEqual([lakeside.name]);
    await user.clear(search());
    await user.type(search(), 'university');
    expect(cardNames()).toEqual([northbridge.name, lakeside.name]);
    await user.clear(search());
    expect(screen.getByRole('status')).toHaveTextContent('4 organizations');
  });

  it('opens and closes the filter list from the Filter button', async () => {
    const { user } = renderPage();
    expect(filterButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filter by organization' })).toBeNull();
    await user.click(filterButton());
    expect(filterButton()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('group', { name: 'Filter by organization' });
    expect(filterButton()).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);
    for (const name of [northbridge.name, lakeside.name, westfield.name, riverside.name]) {
      expect(within(list).getByRole('checkbox', { name })).not.toBeChecked();
    }
    await user.click(filterButton());
    expect(filterButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filter by organization' })).toBeNull();
  });

  it('narrows the grid to the names checked, and shows all again when none is', async () => {
    const { user } = renderPage();
    await user.click(filterButton());
    await user.click(screen.getByRole('checkbox', { name: riverside.name }));
    expect(cardNames()).toEqual([riverside.name]);
    await user.click(screen.getByRole('checkbox', { name: lakeside.name }));
    expect(cardNames()).toEqual([lakeside.name, riverside.name]);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 organizations');
    expect(filterButton()).toHaveAccessibleName('Filter 2 selected');
    // Closing the list keeps the choice.
    await user.click(filterButton());
    expect(cardNames()).toEqual([lakeside.name, riverside.name]);
    await user.click(filterButton());
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(cardNames()).toHaveLength(4);
    expect(filterButton()).toHaveAccessibleName('Filter');
  });

  it('checks a filter name from the keyboard', async () => {
    const { user } = renderPage();
    filterButton().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: northbridge.name })).toHaveFocus();
    await user.keyboard(' ');
    expect(cardNames()).toEqual([northbridge.name]);
  });

  it('exports the ids of the organizations shown', async () => {
    const { user, onExportData } = renderPage();
    await user.click(within(quickActions()).getByRole('button', { name: 'Export Data' }));
    expect(onExportData).toHaveBeenLastCalledWith([
      northbridge.id,
      lakeside.id,
      westfield.id,
      riverside.id,
    ]);
    await user.type(search(), 'university');
    await user.click(within(quickActions()).getByRole('button', { name: 'Export Data' }));
    expect(onExportData).toHaveBeenLastCalledWith([northbridge.id, lakeside.id]);
  });

  it('calls the app for Bulk Operations, Message Teachers and Message All', async () => {
    const { user, onBulkOperations, onMessageTeachers, onMessageAll } = renderPage();
    await user.click(within(quickActions()).getByRole('button', { name: 'Bulk Operations' }));
    expect(onBulkOperations).toHaveBeenCalledOnce();
    await user.click(within(quickActions()).getByRole('button', { name: 'Message Teachers' }));
    expect(onMessageTeachers).toHaveBeenCalledOnce();
    await user.click(within(quickActions()).getByRole('button', { name: 'Message All' }));
    expect(onMessageAll).toHaveBeenCalledOnce();
  });

  it('says nothing was found with the hint to adjust the search, and nothing to export', async () => {
    const { user, onExportData } = renderPage();
    await user.type(search(), 'atlantis');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No organizations found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search criteria')).toBeVisible();
    expect(screen.queryByText('No organizations have been created yet')).toBeNull();
    const exportButton = within(quickActions()).getByRole('button', { name: 'Export Data' });
    expect(exportButton).toBeDisabled();
    await user.click(exportButton);
    expect(onExportData).not.toHaveBeenCalled();
  });

  it('says no organization has been created yet when there is none', () => {
    renderPage({ organizations: [] });
    expect(screen.getByRole('heading', { name: 'No organizations found' })).toBeVisible();
    expect(screen.getByText('No organizations have been created yet')).toBeVisible();
    expect(screen.queryByText('Try adjusting your search criteria')).toBeNull();
    expect(screen.getByRole('list', { name: 'Overview' })).toHaveTextContent(
      'Total Organizations0',
    );
  });

  it('opens a card’s details: the key figures, the details and the performance metrics', async () => {
    const { user } = renderPage();
    await user.click(openButton(northbridge.name));
    const dialog = screen.getByRole('dialog', { name: northbridge.name });
    expect(dialog).toHaveAccessibleDescription(northbridge.description);
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveTextContent('Total Students4,820');
    expect(dialog).toHaveTextContent('Avg Study Time22.1h');
    expect(dialog).toHaveTextContent('Completion Rate75%');
    expect(dialog).toHaveTextContent('Courses Completed18');
    const details = within(dialog).getByRole('region', { name: 'Organization Details' });
    expect(details).toHaveTextContent('TypeUniversity');
    expect(details).toHaveTextContent('LocationBoston, MA');
    expect(details).toHaveTextContent('Established1872');
    expect(details).toHaveTextContent('Faculty1,240');
    expect(details).toHaveTextContent('Departments38');
    expect(details).toHaveTextContent('AccreditationNECHE, ABET');
    expect(within(details).getByRole('link', { name: 'northbridge.example.edu' })).toHaveAttribute(
      'href',
      northbridge.website,
    );
    expect(within(details).getByRole('link', { name: northbridge.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${northbridge.contactEmail}`,
    );
    expect(within(details).getByRole('link', { name: northbridge.contactPhone })).toHaveAttribute(
      'href',
      'tel:+16175550142',
    );
    const metrics = within(dialog).getByRole('region', { name: 'Performance Metrics' });
    expect(within(metrics).getByRole('progressbar', { name: 'Engagement Rate' })).toHaveAttribute(
      'aria-valuenow',
      '82',
    );
    expect(within(metrics).getByRole('progressbar', { name: 'Retention Rate' })).toHaveAttribute(
      'aria-valuenow',
      '91',
    );
    expect(metrics).toHaveTextContent('Average Grade86');
    expect(metrics).toHaveTextContent('Average GPA3.5');
    expect(metrics).toHaveTextContent('Daily Active Users1,495');
  });

  it('lists the students with progress out of 10 courses, at risk and active today', async () => {
    const { user } = renderPage();
    await user.click(openButton(northbridge.name));
    const dialog = screen.getByRole('dialog', { name: northbridge.name });
    const students = within(dialog).getByRole('region', { name: 'Students' });
    expect(within(students).getByText('1 at risk')).toBeVisible();
    const rows = within(students).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [emma, liam, sofia, noah] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(emma).toHaveTextContent('Emma Wilson');
    expect(emma).toHaveTextContent('emma.wilson@northbridge.example.edu');
    expect(emma).toHaveTextContent('6 completed, 2 in progress');
    expect(
      within(emma).getByRole('progressbar', { name: 'Progress of Emma Wilson' }),
    ).toHaveAttribute('aria-valuenow', '60');
    expect(within(emma).getByText('Active today')).toBeVisible();
    expect(within(emma).queryByText('At risk')).toBeNull();
    expect(within(liam).queryByText('Active today')).toBeNull();
    expect(within(sofia).getByText('At risk')).toBeVisible();
    expect(within(noah).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
  });

  it('caps a student’s progress bar at 100% and lets a long list scroll by keyboard', async () => {
    const { user } = renderPage({ organizations: [sampleManyStudentsOrganization] });
    await user.click(openButton(northbridge.name));
    const students = within(screen.getByRole('dialog')).getByRole('region', { name: 'Students' });
    const list = within(students).getByRole('list', { name: 'Students' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(within(students).getByText('6 at risk')).toBeVisible();
    const eleventh = within(list).getAllByRole('listitem')[10]!;
    expect(eleventh).toHaveTextContent('12 completed');
    expect(within(eleventh).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('messages and exports the organization from its details', async () => {
    const { user, onMessageOrganization, onExportOrganization } = renderPage();
    await user.click(openButton(lakeside.name));
    const dialog = screen.getByRole('dialog', { name: lakeside.name });
    await user.click(within(dialog).getByRole('button', { name: 'Message All' }));
    expect(onMessageOrganization).toHaveBeenCalledWith(lakeside.id);
    await user.click(within(dialog).getByRole('button', { name: 'Export Data' }));
    expect(onExportOrganization).toHaveBeenCalledWith(lakeside.id);
  });

  it('closes the details with Close or Escape, and focus returns to the card', async () => {
    const { user } = renderPage();
    await user.click(openButton(westfield.name));
    const dialog = screen.getByRole('dialog', { name: westfield.name });
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openButton(westfield.name)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: westfield.name })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(openButton(westfield.name)).toHaveFocus();
  });

  it('says when an organization has no students', async () => {
    const { user } = renderPage({
      organizations: [{ ...riverside, students: [], accreditation: [] }],
    });
    await user.click(openButton(riverside.name));
    const dialog = screen.getByRole('dialog', { name: riverside.name });
    expect(within(dialog).getByText('No students are enrolled yet.')).toBeVisible();
    expect(within(dialog).getByText('0 at risk')).toBeVisible();
    expect(within(dialog).getByRole('region', { name: 'Organization Details' })).toHaveTextContent(
      'AccreditationNone listed',
    );
  });

  it('shows skeletons with a spoken label while loading, with nothing to export', () => {
    renderPage({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading organizations...');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Overview' })).toBeNull();
    expect(within(quickActions()).getByRole('button', { name: 'Export Data' })).toBeDisabled();
    expect(
      within(quickActions()).getByRole('button', { name: 'Message Teachers' }),
    ).not.toBeDisabled();
  });

  it('says the organizations could not be loaded, with Try again', async () => {
    const { user, onRetry } = renderPage({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the organizations.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('list', { name: 'Overview' })).toBeNull();
  });

  it('nests its headings under an h1 and formats numbers for the locale', () => {
    renderPage({ titleAs: 'h1', locale: 'de-DE' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Organizations Dashboard' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Organizations' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: northbridge.name })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Overview' })).toHaveTextContent(
      'Total Students12.456',
    );
  });

  it('opens with a search and a filter when asked', () => {
    renderPage({
      defaultSearch: 'college',
      defaultFilter: [riverside.name],
      defaultFilterOpen: true,
    });
    expect(search()).toHaveValue('college');
    expect(screen.getByRole('checkbox', { name: riverside.name })).toBeChecked();
    expect(cardNames()).toEqual([riverside.name]);
  });

  it('takes its texts from the deployment', async () => {
    const { user } = renderPage({
      texts: { title: 'Campus groups', exportData: 'Download', close: 'Done' },
    });
    expect(screen.getByRole('heading', { name: 'Campus groups' })).toBeVisible();
    expect(within(quickActions()).getByRole('button', { name: 'Download' })).toBeVisible();
    await user.click(openButton(northbridge.name));
    expect(
      within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Done' }),
    ).toHaveLength(2);
  });
});

describe('OrganizationsPage in another language', () => {
  it('speaks Spanish: the summary, the plurals of the cards and the percents', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <OrganizationsPage {...sampleOrganizationsProps()} locale={undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('list', { name: 'Resumen' })).toHaveTextContent(
      'Total de organizaciones4',
    );
    const north = card(northbridge.name);
    expect(north).toHaveTextContent('Finalización75 %');
    expect(within(north).getByText('2 estudiantes destacados')).toBeVisible();
    expect(within(card(westfield.name)).getByText('1 estudiante destacado')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar organizaciones...' })).toBeVisible();
  });

  it('speaks Arabic, with the dual of the high achievers', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <OrganizationsPage {...sampleOrganizationsProps()} />
      </I18nProvider>,
    );
    expect(within(card(northbridge.name)).getByText('متفوقان')).toBeVisible();
    expect(within(card(westfield.name)).getByText('متفوق واحد')).toBeVisible();
  });
});
