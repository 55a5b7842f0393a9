import { mkdirSync } from 'node:fs';
import { inspect } from 'node:util';
import { configFromEnv } from './config';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';
import { buildServer } from './server';

const { server: options, listen } = configFromEnv();
if (options.database?.kind === 'pglite' && options.database.dataDir) {
  mkdirSync(options.database.dataDir, { recursive: true });
}

let app: Awaited<ReturnType<typeof buildServer>>;
try {
  app = await buildServer(options);
} catch (error) {
  // A refusal to start (published demo password in production, data folder in use) is a
  // sentence for the operator, not a stack trace.
  console.error(
    `The server did not start: ${error instanceof Error ? error.message : inspect(error)}`,
  );
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

const address = await app.listen(listen);
// pino writes asynchronously: let its start-up lines out first.
await new Promise((resolve) => setTimeout(resolve, 20));

// Printed last, after the server's own start-up lines, so it is what a person reads.
if (app.seedReport) {
  const lines = demoAccounts.map((account) => `  ${account.role.padEnd(17)} ${account.email}`);
  const created = app.seedReport.createdAccounts.length > 0 ? ' (created now)' : '';
  const password = options.production ? 'the SEED_PASSWORD you set' : DEMO_PASSWORD;
  console.log(`Demo accounts${created}, password ${password}:\n${lines.join('\n')}`);
}
if (!options.production) {
  console.log(`Development mode: e-mails are logged and listed at /api/v1/dev/outbox?to=EMAIL`);
}
console.log(`Listening on ${address}`);
