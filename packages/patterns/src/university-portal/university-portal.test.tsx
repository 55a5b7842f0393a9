import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/university-portal';
import * as esNs from '@lp/locales/es/university-portal';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it, vi } from 'vitest';
import { UniversityPortalPage } from './university-portal';
import {
  UniversityPortalExample,
  sampleUniversityByStatus,
  sampleUniversityPortalProps,
} from './university-portal.samples';

const { current, active, inactive, suspended } = sampleUniversityByStatus;

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
const switchButton = (name: string) =>
  within(card(name)).getByRole('button', { name: /Switch to University|Current University/ });
const search = () => screen.getByRole('searchbox', { name: 'Search universities...' });

describe('UniversityPortalPage', () => {
  it('greets admins with the switch-or-impersonate intro, and others with their own', () => {
    const { unmount } = render(<UniversityPortalPage {...sampleUniversityPortalProps()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'University Portal' })).toBeVisible();
    expect(
      screen.getByText(
        'Switch the university you manage, or sign in as its administrator to see what they see.',
      ),
    ).toBeVisible();
    unmount();
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} canImpersonate={false} />);
    expect(screen.getByText('The universities you can open.')).toBeVisible();
  });

  it('shows the current university with its student and course counts and View Dashboard', async () => {
    const user = userEvent.setup();
    const onViewDashboard = vi.fn();
    render(
      <UniversityPortalPage {...sampleUniversityPortalProps()} onViewDashboard={onViewDashboard} />,
    );
    const region = screen.getByRole('region', { name: 'Current University' });
    expect(region).toHaveTextContent(current.name);
    expect(region).toHaveTextContent('Students4,820');
    expect(region).toHaveTextContent('Courses186');
    await user.click(within(region).getByRole('button', { name: 'View Dashboard' }));
    expect(onViewDashboard).toHaveBeenCalledWith(current.id);
  });

  it('has no current card when the user is in no university', () => {
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} currentUniversityId={null} />);
    expect(screen.queryByRole('region', { name: 'Current University' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Current University/ })).toBeNull();
  });

  it('shows each university with its status, slug, domain, counts and created date', () => {
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} />);
    expect(cardNames()).toEqual([current.name, active.name, inactive.name, suspended.name]);
    const westfield = card(inactive.name);
    expect(within(westfield).getByText('Inactive')).toBeVisible();
    expect(westfield).toHaveTextContent(`Slug${inactive.slug}`);
    expect(westfield).toHaveTextContent(`Domain${inactive.domain}`);
    expect(westfield).toHaveTextContent('Students2,760');
    expect(westfield).toHaveTextContent('Courses98');
    const created = within(westfield).getByText('Nov 20, 2024');
    expect(created.tagName).toBe('TIME');
    expect(created).toHaveAttribute('dateTime', inactive.createdAt);
    expect(card(suspended.name)).toHaveTextContent('DomainNo domain');
  });

  it('formats counts and dates for the locale and zone, and nests its headings under an h1', () => {
    render(
      <UniversityPortalPage
        {...sampleUniversityPortalProps()}
        locale="de-DE"
        timeZone="Europe/Berlin"
        titleAs="h1"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'University Portal' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Current University' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'All Universities' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: inactive.name })).toBeVisible();
    expect(card(current.name)).toHaveTextContent('Students4.820');
    expect(card(inactive.name)).toHaveTextContent('Created20.11.2024');
  });

  it('searches names, slugs and domains in any letter case', async () => {
    const user = userEvent.setup();
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} />);
    await user.type(search(), 'LAKESIDE state');
    expect(cardNames()).toEqual([active.name]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 universities');
    await user.clear(search());
    await user.type(search(), 'Westfield-Institute');
    expect(cardNames()).toEqual([inactive.name]);
    await user.clear(search());
    await user.type(search(), 'NORTHBRIDGE.EXAMPLE.EDU');
    expect(cardNames()).toEqual([current.name]);
    await user.clear(search());
    expect(cardNames()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('4 universities');
  });

  it('filters by status, with the super dashboard’s labels', async () => {
    const user = userEvent.setup();
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} />);
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

  it('says nothing was found, with the hint to adjust the search or filter', async () => {
    const user = userEvent.setup();
    render(
      <UniversityPortalPage {...sampleUniversityPortalProps()} defaultStatusFilter="inactive" />,
    );
    await user.type(search(), 'lakeside');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 4 universities');
  });

  it('says none are available when there is no university at all', () => {
    render(
      <UniversityPortalPage
        {...sampleUniversityPortalProps()}
        universities={[]}
        currentUniversityId={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No universities found' })).toBeVisible();
    expect(screen.getByText('No universities are available for access.')).toBeVisible();
    expect(screen.queryByText('Try adjusting your search or filter criteria.')).toBeNull();
  });

  it('offers switching only to active universities, and says why on the others', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn(() => Promise.resolve());
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} onSwitch={onSwitch} />);
    expect(switchButton(active.name)).not.toHaveAttribute('aria-disabled');
    for (const closed of [inactive, suspended]) {
      const button = switchButton(closed.name);
      expect(button).toHaveAccessibleName('Switch to University');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(
        `${closed.name} Only active universities can be opened.`,
      );
      await user.click(button);
    }
    expect(onSwitch).not.toHaveBeenCalled();
    expect(
      within(card(active.name)).queryByText('Only active universities can be opened.'),
    ).toBeNull();
  });

  it('reads Current University on the current one, which does nothing', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn(() => Promise.resolve());
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} onSwitch={onSwitch} />);
    const button = switchButton(current.name);
    expect(button).toHaveAccessibleName('Current University');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it('offers Impersonate Admin to admins only, on active universities only', async () => {
    const user = userEvent.setup();
    const onImpersonate = vi.fn(() => Promise.resolve());
    const { unmount } = render(
      <UniversityPortalPage {...sampleUniversityPortalProps()} onImpersonate={onImpersonate} />,
    );
    const impersonate = (name: string) =>
      within(card(name)).queryByRole('button', { name: 'Impersonate Admin' });
    expect(impersonate(current.name)).toBeVisible();
    expect(impersonate(active.name)).toBeVisible();
    expect(impersonate(inactive.name)).toBeNull();
    expect(impersonate(suspended.name)).toBeNull();
    await user.click(impersonate(active.name)!);
    expect(onImpersonate).toHaveBeenCalledWith(active.id);
    unmount();
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} canImpersonate={false} />);
    expect(screen.queryByRole('button', { name: 'Impersonate Admin' })).toBeNull();
  });

  it('keeps the switch busy while it runs, then the university is the current one', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onSwitch = vi.fn(() => answer.promise);
    render(<UniversityPortalExample onSwitch={onSwitch} />);
    await user.click(switchButton(active.name));
    expect(onSwitch).toHaveBeenCalledWith(active.id);
    const busy = within(card(active.name)).getByRole('button', { name: 'Switching...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    // One action at a time: the other cards' buttons wait.
    expect(
      within(card(current.name)).getByRole('button', { name: 'Impersonate Admin' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(onSwitch).toHaveBeenCalledOnce();
    answer.resolve();
    await waitFor(() =>
      expect(switchButton(active.name)).toHaveAccessibleName('Current University'),
    );
    expect(switchButton(active.name)).toHaveFocus();
    expect(switchButton(current.name)).toHaveAccessibleName('Switch to University');
    expect(screen.getByRole('region', { name: 'Current University' })).toHaveTextContent(
      active.name,
    );
  });

  it('says so in the card when switching fails, keeping the search and filter', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn(() => Promise.reject(new Error('Refused')));
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} onSwitch={onSwitch} />);
    await user.type(search(), 'lake');
    await user.click(switchButton(active.name));
    expect(await within(card(active.name)).findByRole('alert')).toHaveTextContent(
      'Could not switch university. Please try again.',
    );
    expect(search()).toHaveValue('lake');
    expect(switchButton(active.name)).toHaveAccessibleName('Switch to University');
    expect(switchButton(active.name)).not.toHaveAttribute('aria-disabled');
  });

  it('keeps Impersonate Admin busy while it runs, and says so when it fails', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    render(
      <UniversityPortalPage
        {...sampleUniversityPortalProps()}
        onImpersonate={() => answer.promise}
      />,
    );
    await user.click(within(card(active.name)).getByRole('button', { name: 'Impersonate Admin' }));
    const busy = within(card(active.name)).getByRole('button', { name: 'Starting session...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(switchButton(active.name)).toHaveAttribute('aria-disabled', 'true');
    answer.reject(new Error('Forbidden'));
    expect(await within(card(active.name)).findByRole('alert')).toHaveTextContent(
      'Could not start impersonation. Please try again.',
    );
    expect(
      within(card(active.name)).getByRole('button', { name: 'Impersonate Admin' }),
    ).not.toHaveAttribute('aria-busy');
  });

  it('clears a failure when the next action starts', async () => {
    const user = userEvent.setup();
    const onSwitch = vi
      .fn<(id: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Refused'))
      .mockResolvedValueOnce(undefined);
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} onSwitch={onSwitch} />);
    await user.click(switchButton(active.name));
    await within(card(active.name)).findByRole('alert');
    await user.click(switchButton(active.name));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onSwitch).toHaveBeenCalledTimes(2);
  });

  it('shows skeletons with a spoken label while loading', () => {
    render(<UniversityPortalPage {...sampleUniversityPortalProps()} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading universities...');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'University Portal' })).toBeVisible();
  });

  it('says the universities could not be loaded, with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <UniversityPortalPage {...sampleUniversityPortalProps()} status="error" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the universities.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes its texts from the deployment', () => {
    render(
      <UniversityPortalPage
        {...sampleUniversityPortalProps()}
        texts={{ adminTitle: 'Campus switcher', switchTo: 'Open', current: 'You are here' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Campus switcher' })).toBeVisible();
    expect(within(card(active.name)).getByRole('button', { name: 'Open' })).toBeVisible();
    expect(within(card(current.name)).getByRole('button', { name: 'You are here' })).toBeVisible();
  });
});

describe('UniversityPortalPage in another language', () => {
  it('speaks Spanish: the heading, the statuses, the count and the created date', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <UniversityPortalPage {...sampleUniversityPortalProps()} locale={undefined} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Portal de universidades' }),
    ).toBeVisible();
    const westfield = card(inactive.name);
    expect(within(westfield).getByText('Inactiva')).toBeVisible();
    expect(within(westfield).getByText('20 nov 2024').tagName).toBe('TIME');
    expect(screen.getByRole('status')).toHaveTextContent('4 universidades');
  });

  it('speaks Arabic, with the plural of the count', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <UniversityPortalPage {...sampleUniversityPortalProps()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'بوابة الجامعات' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('4 جامعات');
  });
});
