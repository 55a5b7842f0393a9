import { PAGE_STATE_ID, type PageHydration, type PageSession, type PageState } from '@lp/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { takeRequest } from './loader-requests';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataCacheWith, startingCache } from './hydrated-cache';
import { readPageState } from './page-state';

const hydration: PageHydration = {
  loaderData: { '0': null, '1-0-0-0': { '/dashboard': { greeting: 'Welcome back' } } },
  actionData: null,
  lazyComponents: ['app/signed-in-shell', 'lesson-content/media'],
  playerLayout: 'mobile',
  mode: 'dark',
  now: 1_800_000_000_000,
  messages: [],
};
const served: PageSession = {
  user: { email: 'ada@demo.edu', firstName: 'Ada', lastName: 'Lovelace', roles: ['student'] },
  csrfToken: 'csrf-1',
};
const config = { productName: 'Lakeside </script> Online', defaultBrand: 'forest-green' };

/** A page as the server writes it: the state as inert JSON in the head (or none). */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_STATE_ID;
    element.textContent = text;
    doc.head.append(element);
  }
  return doc;
}

/** The state as the server writes it: JSON with `<` escaped, so the element cannot be closed early. */
const written = (state: unknown) => JSON.stringify(state).replace(/</g, '\\u003c');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readPageState', () => {
  it('reads the config, the served session and the hydration the server wrote', () => {
    const state: PageState = { config, session: served, hydration };
    const warn = vi.spyOn(console, 'warn');
    expect(readPageState(pageWith(written(state)))).toEqual({
      config,
      // Stored as the browser stores users: its id is its e-mail.
      session: { user: { id: 'ada@demo.edu', ...served.user }, csrfToken: 'csrf-1' },
      hydration,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps the account's colour mode of the served session, which the browser adopts (issue 35)", () => {
    const dark = { ...served, user: { ...served.user, colorMode: 'dark' as const } };
    const read = readPageState(pageWith(written({ config, session: dark })));
    expect(read.session?.user.colorMode).toBe('dark');
    const unknown = { ...served, user: { ...served.user, colorMode: 'sepia' } };
    expect(readPageState(pageWith(written({ config, session: unknown }))).session?.user).toEqual({
      id: 'ada@demo.edu',
      ...served.user,
    });
  });

  it('reads the error answers of a page drawn as its error screen', () => {
    const errors = { '0-1': { status: 403, statusText: 'Forbidden', internal: false, data: null } };
    const state: PageState = { config, session: served, hydration: { ...hydration, errors } };
    expect(readPageState(pageWith(written(state))).hydration?.errors).toEqual(errors);
  });

  it('reads the page’s own document by default, once: the element is removed', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${PAGE_STATE_ID}">${written({ config })}</script>`,
    );
    expect(readPageState().config).toEqual(config);
    expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
    expect(readPageState()).toEqual({ config: null, session: undefined, hydration: null });
  });

  it('gives nothing for a page without it (static hosting): the config is then fetched', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(readPageState(pageWith(null))).toEqual({
      config: null,
      session: undefined,
      hydration: null,
    });
    expect(readPageState(undefined)).toEqual({ config: null, session: undefined, hydration: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('tells a signed-out visitor (null) from a server that could not tell (absent)', () => {
    expect(readPageState(pageWith(written({ config, session: null }))).session).toBeNull();
    const unknown = readPageState(pageWith(written({ config })));
    expect(unknown.session).toBeUndefined();
    // A page the server did not render has no hydration.
    expect(unknown.hydration).toBeNull();
  });

  it('starts with the default config, with a warning, when the text is not a JSON object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const text of ['{"config":', '', 'null', '[1, 2]']) {
      const doc = pageWith(text);
      expect(readPageState(doc), text).toEqual({ config: {}, session: undefined, hydration: null });
      expect(doc.getElementById(PAGE_STATE_ID), text).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]?.[0])).toContain('is not JSON');
  });

  it.each<[string, Partial<PageState>]>([
    ['a session without its token', { session: { user: served.user } as never }],
    [
      'a session whose user has an unknown role',
      {
        session: { ...served, user: { ...served.user, roles: ['wizard'] } } as never,
      },
    ],
    ['a session that is a string', { session: 'ada@demo.edu' as never }],
    ['hydration without loader data', { hydration: { ...hydration, loaderData: [] as never } }],
    [
      'hydration with action data of the wrong kind',
      {
        hydration: { ...hydration, actionData: 'sent' as never },
      },
    ],
    [
      'hydration for a tablet layout',
      { hydration: { ...hydration, playerLayout: 'tablet' as never } },
    ],
    ['hydration in a mode of no name', { hydration: { ...hydration, mode: 'sepia' as never } }],
    [
      'hydration drawn at a date string',
      { hydration: { ...hydration, now: '2026-11-26' as never } },
    ],
    [
      'hydration with route errors that are not a record',
      { hydration: { ...hydration, errors: ['Forbidden'] as never } },
    ],
    [
      'hydration naming a lazy component by number',
      {
        hydration: { ...hydration, lazyComponents: [3] as never },
      },
    ],
  ])('keeps the config and draws the page afresh for %s, with a warning', (_, bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = { config, session: served, hydration, ...bad };
    // Neither the session nor the hydration is taken: the stored user is the best guess.
    expect(readPageState(pageWith(written(state)))).toEqual({
      config,
      session: undefined,
      hydration: null,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('drawing the page afresh');
  });

  it('gives the default config for state without one', () => {
    expect(readPageState(pageWith(written({ session: null }))).config).toEqual({});
  });
});

describe('the data cache a page starts with', () => {
  function Greeting({ path, fetcher }: { path: string; fetcher: () => Promise<string> }) {
    // As the app's resources read: the request the page or a loader offered first.
    const { data, isLoading } = useSWR(
      path,
      (key: string) => takeRequest<string>(key) ?? fetcher(),
    );
    return <p>{isLoading ? 'Loading' : data}</p>;
  }

  const mount = (
    Cache: ReturnType<typeof dataCacheWith>,
    path: string,
    fetcher: () => Promise<string>,
  ) =>
    render(
      <Cache>
        <Greeting path={path} fetcher={fetcher} />
      </Cache>,
    );

  it('draws the loaders’ answer at once and, in the browser, mounts without asking again', async () => {
    const fetcher = vi.fn(async () => 'Fetched');
    const cache = startingCache({ '/browser/greeting': 'Welcome back' }, true);
    render(
      <SWRConfig value={{ provider: () => cache }}>
        <Greeting path="/browser/greeting" fetcher={fetcher} />
      </SWRConfig>,
    );
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    // The mount's revalidation runs and settles on the preloaded answer.
    await waitFor(() => expect(cache.get('/browser/greeting')?.isValidating).toBe(false));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('is drawn with its answers on the server too, but leaves the browser’s requests alone', async () => {
    // On the server nothing is preloaded: a hook that mounts (here, in jsdom) asks as usual.
    const fetcher = vi.fn(async () => 'Fetched');
    mount(
      dataCacheWith({ '/server/greeting': 'Welcome back' }, false),
      '/server/greeting',
      fetcher,
    );
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Fetched')).toBeInTheDocument();
  });

  it('keeps one render’s answers to its own cache', () => {
    const first = startingCache({ '/mine': 'first visitor' }, false);
    const second = startingCache({}, false);
    expect(first.get('/mine')).toMatchObject({ data: 'first visitor', isLoading: false });
    expect(second.get('/mine')).toBeUndefined();
  });
});
