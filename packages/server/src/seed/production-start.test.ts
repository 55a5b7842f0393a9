import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { migratedSnapshot } from '../testing/database-snapshot';
import { DEMO_PASSWORD } from './demo-accounts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const cheap = { unsafeTestPasswordCost: 2 ** 10, appUrl: 'http://app.test' } as const;
/**
 * A server on a data folder of its own starts from an empty database: initdb, every migration
 * and, where asked, the whole seed. That took 52 s of the project's 60 s limit on a host busy
 * with a clean-clone run; these tests wait on no clock, so they get room to finish.
 */
const FRESH_DATA_FOLDER_TIMEOUT = 120_000;

describe('demo accounts in production (issue 19, item 1)', () => {
  it('refuses to seed in production without a password of its own, or with the published one', async () => {
    const memory = async () => ({ kind: 'pglite' as const, snapshot: await migratedSnapshot() });
    await expect(
      buildServer({ ...cheap, production: true, seed: true, database: await memory() }),
    ).rejects.toThrow(/SEED_PASSWORD/);
    await expect(
      buildServer({
        ...cheap,
        production: true,
        seed: true,
        seedPassword: DEMO_PASSWORD,
        database: await memory(),
      }),
    ).rejects.toThrow(/published demo password/);
  });

  it(
    'refuses to start in production on a database whose demo accounts keep the published password',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lp-prod-start-'));
      folders.push(dataDir);
      const development = await buildServer({
        ...cheap,
        seed: true,
        database: { kind: 'pglite', dataDir },
      });
      await development.close();
      await expect(
        buildServer({ ...cheap, production: true, database: { kind: 'pglite', dataDir } }),
      ).rejects.toThrow(/demo account .* still has the published demo password/);
    },
    FRESH_DATA_FOLDER_TIMEOUT,
  );
});

describe('one server per embedded data folder (issue 19, item 9)', () => {
  it(
    'refuses a second server on a folder in use, with a clear message, and allows it once the first stopped',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lp-lock-'));
      folders.push(dataDir);
      const first = await buildServer({ ...cheap, database: { kind: 'pglite', dataDir } });
      await expect(
        buildServer({ ...cheap, database: { kind: 'pglite', dataDir } }),
      ).rejects.toThrow(/already used by another server/);
      await first.close();
      const second = await buildServer({ ...cheap, database: { kind: 'pglite', dataDir } });
      await second.close();
    },
    FRESH_DATA_FOLDER_TIMEOUT,
  );
});
