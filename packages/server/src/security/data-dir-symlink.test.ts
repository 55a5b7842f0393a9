import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';

/**
 * Issue 37, item 8: a DATA_DIR that is a symlink failed with "The server did not start:
 * undefined" (PGlite's file layer threw a plain object). It must open, and take the one lock of
 * the folder it points to.
 */

const base = mkdtempSync(join(tmpdir(), 'lp-symlink-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const cheap = { unsafeTestPasswordCost: 2 ** 10, appUrl: 'http://app.test' } as const;

describe('a symlinked data folder (issue 37, item 8)', () => {
  it(
    'starts through the symlink and holds the lock of the real folder',
    { timeout: 120_000 },
    async () => {
      const real = join(base, 'real');
      const link = join(base, 'link');
      mkdirSync(real);
      symlinkSync(real, link, 'dir');
      const first = await buildServer({ ...cheap, database: { kind: 'pglite', dataDir: link } });
      try {
        await expect(
          buildServer({ ...cheap, database: { kind: 'pglite', dataDir: real } }),
        ).rejects.toThrow(/already used by another server/);
      } finally {
        await first.close();
      }
      const again = await buildServer({ ...cheap, database: { kind: 'pglite', dataDir: real } });
      await again.close();
    },
  );
});
