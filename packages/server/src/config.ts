import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from './server';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type ListenOptions = { port: number; host: string };

/** Reads the environment variables of docs/api.md into server and listen options. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): {
  server: ServerOptions;
  listen: ListenOptions;
} {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const server: ServerOptions = {
    database: env.DATABASE_URL
      ? { kind: 'postgres', connectionString: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data/pglite') },
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production,
    appDistDir: resolve(REPO_ROOT, env.APP_DIST_DIR ?? 'packages/app/dist'),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    seed: env.SEED !== 'false',
    logger: { level: env.LOG_LEVEL ?? 'info' },
  };
  return { server, listen: { port, host: env.HOST ?? '127.0.0.1' } };
}
