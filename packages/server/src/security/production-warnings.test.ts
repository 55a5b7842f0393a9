import { describe, expect, it } from 'vitest';
import { buildServer } from '../server';
import { migratedSnapshot } from '../testing/database-snapshot';
import { productionStartWarning } from './production-warnings';

/** Issue 37, item 8: a production start says, in one line, what will not work. */

async function warningsOfStart(options: { appUrl: string; smtp: boolean }): Promise<string[]> {
  const lines: string[] = [];
  const app = await buildServer({
    database: { kind: 'pglite', snapshot: await migratedSnapshot() },
    unsafeTestPasswordCost: 2 ** 10,
    production: true,
    appUrl: options.appUrl,
    ...(options.smtp ? { mailTransport: { send: async () => {} } } : {}),
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.close();
  return lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.msg.startsWith('Production start:'))
    .map((entry) => entry.msg);
}

describe('production start warnings (issue 37, item 8)', () => {
  it('names an http APP_URL and a missing SMTP_URL, with what will not work', () => {
    const warning = productionStartWarning({
      appUrl: 'http://learn.example.edu',
      sendsEmail: false,
    });
    expect(warning).toContain('APP_URL http://learn.example.edu is not https');
    expect(warning).toContain('SMTP_URL is not set');
    expect(warning).toContain('passwords cannot be reset');
  });

  it('says nothing when the address is https and e-mail is sent', () => {
    expect(
      productionStartWarning({ appUrl: 'https://learn.example.edu', sendsEmail: true }),
    ).toBeNull();
  });

  it('logs one warning line at a production start that lacks them, and none otherwise', async () => {
    const lacking = await warningsOfStart({ appUrl: 'http://learn.example.edu', smtp: false });
    expect(lacking).toHaveLength(1);
    expect(lacking[0]).toMatch(/APP_URL .* SMTP_URL/);
    expect(await warningsOfStart({ appUrl: 'https://learn.example.edu', smtp: true })).toEqual([]);
  });
});
