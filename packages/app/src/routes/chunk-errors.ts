import { guardParser, isRecord } from '@lp/contract';
import type { SafeStorage } from '../data/safe-storage';

// What browsers say when a lazily imported module cannot be fetched (a redeploy removed it, or
// the network dropped): Chromium, Firefox and Safari each word it differently.
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|module script.*MIME type/i;

/** Whether an error is a page's code failing to load (rather than a bug or a data error). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

const RELOAD_KEY = 'lp.chunkReload';
/** A second failure within this window is shown, not reloaded again: no reload loop. */
const RELOAD_WINDOW_MS = 30_000;

const lastReload = guardParser((value) =>
  isRecord(value) && typeof value.path === 'string' && typeof value.at === 'number'
    ? { path: value.path, at: value.at }
    : null,
);

/**
 * Reloads the page once after a chunk failed to load, so a tab opened before a redeploy picks up
 * the new build by itself. Returns false when it already tried for this address just now.
 */
export function reloadOnceForChunk(
  store: SafeStorage,
  location: Pick<Location, 'pathname' | 'reload'>,
  now = Date.now(),
): boolean {
  const last = store.readJson(RELOAD_KEY, lastReload, null);
  if (last && last.path === location.pathname && now - last.at < RELOAD_WINDOW_MS) return false;
  store.writeJson(RELOAD_KEY, { path: location.pathname, at: now });
  location.reload();
  return true;
}
