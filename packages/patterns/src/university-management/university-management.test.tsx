import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/university-management';
import * as esNs from '@lp/locales/es/university-management';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it, vi } from 'vitest';
import { UniversityManagementPage } from './university-management';
import {
  UniversityManagementExample,
  sampleManagedUniversities,
  sampleUniversityManagementProps,
} from './university-management.samples';

const { northbridge, lakeside, westfield, riverside } = sampleManagedUniversities;

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

const row = (name: string) => screen.getByRole('article', { name });
const rowNames = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search universities...' });
const question = (name: string) =>
  `Are you sure you want to delete ${name}? This action cannot be undone.`;

describe('UniversityManagementPage, list mode', () => {
  it('shows the title, Create University and every university with its status badge', () => {
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'University Management' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create University' })).toBeVisible();
    expect(rowNames()).toEqual([northbridge.name, lakeside.name, westfield.name, riverside.name]);
    expect(within(row(westfield.name)).getByText('Inactive')).toBeVisible();
    expect(within(row(riverside.name)).getByText('Suspended')).toBeVisible();
    expect(row(westfield.name)).toHaveTextContent(`Slug${westfield.slug}`);
    expect(row(riverside.name)).toHaveTextContent('DomainNo domain');
    expect(screen.getByRole('status')).toHaveTextContent('4 universities');
  });

  it('names every icon button after its university', () => {
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} />);
    const buttons = within(row(lakeside.name)).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      `View details of ${lakeside.name}`,
      `Edit ${lakeside.name}`,
      `Branding settings of ${lakeside.name}`,
      `Delete ${lakeside.name}`,
    ]);
  });

  it('asks for the create form on Create University', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(
      <UniversityManagementPage
        {...sampleUniversityManagementProps()}
        onModeChange={onModeChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(onModeChange).toHaveBeenCalledWith({ kind: 'create' });
  });

  it('moves focus to the form it opens, which replaced the button that opened it', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementExample />);
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(screen.getByRole('heading', { name: 'Create University' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(row(northbridge.name)).getByRole('button', { name: /Edit/ }));
    expect(screen.getByRole('heading', { name: 'Edit University' })).toHaveFocus();
  });

  it('asks for the edit form of a university, and opens its branding settings', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    const onOpenBranding = vi.fn();
    render(
      <UniversityManagementPage
        {...sampleUniversityManagementProps()}
        onModeChange={onModeChange}
        onOpenBranding={onOpenBranding}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Edit ${westfield.name}` }));
    expect(onModeChange).toHaveBeenCalledWith({ kind: 'edit', universityId: westfield.id });
    await user.click(screen.getByRole('button', { name: `Branding settings of ${lakeside.name}` }));
    expect(onOpenBranding).toHaveBeenCalledWith(lakeside.id);
  });

  it("opens a row's sign-in provider settings from its shield icon, when the app offers them", async () => {
    const onOpenSignIn = vi.fn();
    const { rerender } = render(
      <UniversityManagementPage {...sampleUniversityManagementProps()} />,
    );
    expect(
      screen.queryByRole('button', { name: `Sign-in settings of ${lakeside.name}` }),
    ).toBeNull();
    rerender(
      <UniversityManagementPage
        {...sampleUniversityManagementProps()}
        onOpenSignIn={onOpenSignIn}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: `Sign-in settings of ${lakeside.name}` }),
    );
    expect(onOpenSignIn).toHaveBeenCalledWith(lakeside.id);
  });

  it('shows and hides a university’s details in place, from the keyboard', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} />);
    const view = screen.getByRole('button', { name: `View details of ${northbridge.name}` });
    const details = document.getElementById(view.getAttribute('aria-controls')!)!;
    expect(view).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
    view.focus();
    await user.keyboard('{Enter}');
    expect(view).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    expect(details).toHaveTextContent(northbridge.description);
    expect(details).toHaveTextContent('Teachers412');
    expect(details).toHaveTextContent('Primary Color#1E40AF');
    expect(within(details).getByText('Sep 1, 2024')).toHaveAttribute(
      'dateTime',
      northbridge.createdAt,
    );
    // Only this row opened.
    expect(
      screen.getByRole('button', { name: `View details of ${lakeside.name}` }),
    ).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(view).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('searches name, slug and domain without regard to case', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} />);
    await user.type(search(), 'LAKESIDE.example');
    expect(rowNames()).toEqual([lakeside.name]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 universities');
    await user.clear(search());
    await user.type(search(), 'westfield-institute');
    expect(rowNames()).toEqual([westfield.name]);
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} />);
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
    await waitFor(() => expect(rowNames()).toEqual([riverside.name]));
  });

  it('says nothing was found, with the hint to adjust the search or filter', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} />);
    await user.type(search(), 'atlantis');
    expect(screen.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('invites to create the first university when there is none', () => {
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} universities={[]} />);
    expect(screen.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    expect(screen.getByText('Create the first university to get started.')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows skeletons with a spoken label while loading, and keeps Create University', () => {
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading universities...');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create University' })).toBeVisible();
  });

  it('says the universities could not be loaded, with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <UniversityManagementPage
        {...sampleUniversityManagementProps()}
        status="error"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the universities.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes its texts from the deployment', () => {
    render(
      <UniversityManagementPage
        {...sampleUniversityManagementProps()}
        texts={{ title: 'Campuses', edit: (name) => `Change ${name}` }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Campuses' })).toBeVisible();
    expect(screen.getByRole('button', { name: `Change ${lakeside.name}` })).toBeVisible();
  });
});

describe('UniversityManagementPage, delete', () => {
  it('asks with the spec’s question, and Cancel deletes nothing and returns focus', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => Promise.resolve());
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: `Delete ${westfield.name}` });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete University' });
    expect(dialog).toHaveAccessibleDescription(question(westfield.name));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} />);
    await user.click(screen.getByRole('button', { name: `Delete ${lakeside.name}` }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays busy while the delete runs, then removes the row and says so', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onDelete = vi.fn(() => answer.promise);
    render(<UniversityManagementExample onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: `Delete ${westfield.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(westfield.id);
    const busy = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeVisible();
    answer.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(rowNames()).not.toContain(westfield.name));
    expect(screen.getByText(`${westfield.name} was deleted.`)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'All Universities' })).toHaveFocus();
  });

  it('shows a refusal’s message in the dialog and keeps it open to try again', async () => {
    const user = userEvent.setup();
    const onDelete = vi
      .fn<(id: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('This university still has enrolled students.'))
      .mockResolvedValueOnce(undefined);
    render(<UniversityManagementPage {...sampleUniversityManagementProps()} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: `Delete ${lakeside.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This university still has enrolled students.',
    );
    expect(dialog).toHaveAccessibleDescription(question(lakeside.name));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('says the delete failed when the refusal has no message', async () => {
    const user = userEvent.setup();
    render(
      <UniversityManagementPage
        {...sampleUniversityManagementProps()}
        onDelete={() => Promise.reject(new Error(''))}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Delete ${lakeside.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not delete the university. Please try again.',
    );
  });
});

describe('UniversityManagementPage in another language', () => {
  it('speaks Spanish: the heading, the status badges, the plural count and the delete question', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <UniversityManagementPage {...sampleUniversityManagementProps()} locale={undefined} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Gestión de universidades' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear universidad' })).toBeVisible();
    expect(within(row(westfield.name)).getByText('Inactiva')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('4 universidades');
    await user.click(screen.getByRole('button', { name: `Eliminar ${lakeside.name}` }));
    expect(
      await screen.findByText(
        `¿Seguro que quieres eliminar ${lakeside.name}? Esta acción no se puede deshacer.`,
      ),
    ).toBeVisible();
  });

  it('speaks Arabic, with the few form of the count', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <UniversityManagementPage {...sampleUniversityManagementProps()} locale={undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'إدارة الجامعات' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('4 جامعات');
  });
});
