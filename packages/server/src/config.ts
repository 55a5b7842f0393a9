import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerOptions, TrustProxy } from './server';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type ListenOptions = { port: number; host: string };

/**
 * TRUST_PROXY: `false` (default), a number of proxy hops (`1`: one reverse proxy), or a
 * comma-separated list of proxy addresses or CIDR ranges (`10.0.0.2,10.1.0.0/16`, or the
 * names `loopback`, `linklocal`, `uniquelocal`). `true` means one hop, never every hop.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function positiveNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`Not a number of 0 or more: ${value}`);
  return number;
}

/** Reads the environment variables of docs/api.md into server and listen options. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): {
  server: ServerOptions;
  listen: ListenOptions;
} {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const maxConnectionsPerIp = positiveNumber(env.MAX_CONNECTIONS_PER_IP);
  const hashConcurrency = positiveNumber(env.PASSWORD_HASH_CONCURRENCY);
  const hashMaxWaitMs = positiveNumber(env.PASSWORD_HASH_MAX_WAIT_MS);
  const passwordHashing = {
    ...(hashConcurrency !== undefined ? { concurrency: hashConcurrency } : {}),
    ...(hashMaxWaitMs !== undefined ? { maxWaitMs: hashMaxWaitMs } : {}),
  };
  // Several processes on one PostgreSQL (docs/deploying.md); unset keeps the defaults.
  const cluster = {
    heartbeatMs: positiveNumber(env.CLUSTER_HEARTBEAT_MS),
    expiryMs: positiveNumber(env.CLUSTER_EXPIRY_MS),
    coalesceMs: positiveNumber(env.PRESENCE_COALESCE_MS),
  };
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
    ...(env.DEFAULT_UNIVERSITY ? { defaultUniversity: env.DEFAULT_UNIVERSITY.trim() } : {}),
    appDistDir: resolve(REPO_ROOT, env.APP_DIST_DIR ?? 'packages/app/dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...(maxConnectionsPerIp !== undefined ? { maxConnectionsPerIp } : {}),
    ...(Object.keys(passwordHashing).length > 0 ? { passwordHashing } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    cluster: Object.fromEntries(
      Object.entries(cluster).filter(([, value]) => value !== undefined),
    ) as Partial<Record<keyof typeof cluster, number>>,
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    // Production seeds only when asked (SEED=true), with SEED_PASSWORD; elsewhere by default.
    seed: production ? env.SEED === 'true' : env.SEED !== 'false',
    ...(env.SEED_PASSWORD ? { seedPassword: env.SEED_PASSWORD } : {}),
    ...(env.SIGN_IN_SECRET_KEY ? { signInSecretKey: env.SIGN_IN_SECRET_KEY } : {}),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    requestLogLevel: env.LOG_REQUESTS === 'debug' ? 'debug' : 'info',
  };
  return { server, listen: { port, host: env.HOST ?? '127.0.0.1' } };
}
