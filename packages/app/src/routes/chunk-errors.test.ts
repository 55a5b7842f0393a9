import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../data/safe-storage';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-errors';

describe('chunk load failures', () => {
  it('recognises each browser’s wording of a module that could not be fetched', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once per address, then leaves the choice to the user (no reload loop)', () => {
    const store = createSafeStorage(() => sessionStorage);
    sessionStorage.clear();
    const location = { pathname: '/calendar', reload: vi.fn() };
    expect(reloadOnceForChunk(store, location, 1_000)).toBe(true);
    expect(reloadOnceForChunk(store, location, 2_000)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    // Another page, or the same one much later (another redeploy), reloads again.
    expect(reloadOnceForChunk(store, { ...location, pathname: '/jobs' }, 3_000)).toBe(true);
    expect(reloadOnceForChunk(store, location, 100_000)).toBe(true);
  });

  it('reloads when what it stored is corrupt', () => {
    sessionStorage.setItem('lp.chunkReload', '{not json');
    const location = { pathname: '/calendar', reload: vi.fn() };
    expect(
      reloadOnceForChunk(
        createSafeStorage(() => sessionStorage),
        location,
      ),
    ).toBe(true);
  });
});
