import {
  isRecord,
  PAGE_STATE_ID,
  toStoredUser,
  type PageHydration,
  type PageState,
  type User,
} from '@lp/contract';

/**
 * The session the page was served for, checked: its user as the browser stores users, with
 * the account's colour mode (issue 35), which the browser takes as this device's.
 */
export interface ServedSession {
  user: User & { colorMode?: 'light' | 'dark' | 'system' };
  csrfToken: string;
}

const isColorMode = (value: unknown): value is 'light' | 'dark' | 'system' =>
  value === 'light' || value === 'dark' || value === 'system';

/** What the browser starts with from the page (see `PageState` in @lp/contract). */
export interface ReadPageState {
  /** Null when the page has none (static hosting, the Vite dev server): /config.json then. */
  config: unknown;
  /** Undefined when the server could not tell: the stored user is then the best guess. */
  session: ServedSession | null | undefined;
  hydration: PageHydration | null;
  /** The page's language as the server chose it; undefined when it did not say. */
  locale?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
/** A BCP 47 tag as the server writes one ('es', 'en-XA'): the page's language. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

function readSession(value: unknown): ServedSession | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!isRecord(value) || !isText(value.csrfToken) || !isRecord(value.user)) throw value;
  const user = toStoredUser({ ...value.user, id: value.user.email });
  if (!user) throw value;
  // Not a stored user's field: kept beside it, or the page would adopt the session without it
  // and the device's mode would undo the account's right after the first frame.
  const mode = value.user.colorMode;
  return {
    user: isColorMode(mode) ? { ...user, colorMode: mode } : user,
    csrfToken: value.csrfToken,
  };
}

function readHydration(value: unknown): PageHydration | null {
  if (value === undefined) return null;
  if (!isRecord(value) || !isRecord(value.loaderData)) throw value;
  if (value.actionData !== null && !isRecord(value.actionData)) throw value;
  // Each error is the server's own record of an error answer: only its container is checked.
  if (value.errors !== undefined && !isRecord(value.errors)) throw value;
  if (value.playerLayout !== 'desktop' && value.playerLayout !== 'mobile') throw value;
  if (value.mode !== 'light' && value.mode !== 'dark') throw value;
  if (typeof value.now !== 'number') throw value;
  // A page of a server from before languages (issue 34) used no namespaces: English.
  if (value.messages === undefined) value.messages = [];
  if (!Array.isArray(value.messages) || !value.messages.every(isText)) throw value;
  const names = value.lazyComponents;
  if (!Array.isArray(names) || !names.every(isText)) throw value;
  return value as unknown as PageHydration;
}

const nothing: ReadPageState = { config: null, session: undefined, hydration: null };

/**
 * The page's state as the server wrote it (`<script id="lp-page">`), read once and removed. A
 * page without it, or with text not of the server's shape, gives nothing of it (with a
 * warning): the app then fetches its config and draws the page afresh.
 */
export function readPageState(doc: Document | undefined = globalThis.document): ReadPageState {
  const element = doc?.getElementById(PAGE_STATE_ID);
  element?.remove();
  if (!element) return nothing;
  let value: PageState;
  try {
    value = JSON.parse(element.textContent || 'null') as PageState;
    if (!isRecord(value)) throw value;
  } catch {
    console.warn(`#${PAGE_STATE_ID} is not JSON; using the default configuration`);
    return { ...nothing, config: {} };
  }
  let session: ServedSession | null | undefined;
  let hydration: PageHydration | null = null;
  try {
    session = readSession(value.session);
    hydration = readHydration(value.hydration);
  } catch {
    console.warn(`#${PAGE_STATE_ID} is not what the server writes; drawing the page afresh`);
    session = undefined;
    hydration = null;
  }
  const locale =
    typeof value.locale === 'string' && LANGUAGE_TAG.test(value.locale) ? value.locale : undefined;
  return { config: value.config ?? {}, session, hydration, ...(locale && { locale }) };
}
