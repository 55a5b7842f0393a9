import { mkdirSync } from 'node:fs';
import { configFromEnv } from './config';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';
import { buildServer } from './server';

const { server: options, listen } = configFromEnv();
if (options.database?.kind === 'pglite' && options.database.dataDir) {
  mkdirSync(options.database.dataDir, { recursive: true });
}

const app = await buildServer(options);
if (app.seedReport) {
  const lines = demoAccounts.map((account) => `  ${account.role.padEnd(17)} ${account.email}`);
  const created = app.seedReport.createdAccounts.length > 0 ? ' (created now)' : '';
  console.log(`Demo accounts${created}, password ${DEMO_PASSWORD}:\n${lines.join('\n')}`);
}
if (!options.production) {
  console.log(`Development mode: e-mails are logged and listed at /api/v1/dev/outbox?to=EMAIL`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen(listen);
