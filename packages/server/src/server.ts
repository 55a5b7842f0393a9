import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { COURSE_IMAGE_MAX_BYTES, PRESENCE_MAX_INCOMING_BYTES } from '@lp/contract/api';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAttemptLimiter, type AttemptLimit } from './auth/attempt-limiter';
import { registerAuthRoutes } from './auth/auth-routes';
import { installGuard } from './auth/guard';
import { countUsers } from './auth/users';
import type { AppContext } from './context';
import { registerCourseRoutes } from './courses/course-routes';
import { migrateToLatest, openDatabase, type DatabaseTarget } from './db/database';
import { registerDevOutboxRoute } from './dev/outbox-route';
import { installErrorHandler } from './http/error-handler';
import { sendData } from './http/envelope';
import { createMailer, type MailTransport } from './mail/mailer';
import { createSmtpTransport } from './mail/smtp-transport';
import { registerMediaRoutes } from './media/media-routes';
import { PresenceHub } from './presence/presence-hub';
import { registerPresenceRoute } from './presence/presence-route';
import { createPasswordHasher, OWASP_SCRYPT_COST } from './security/password';
import { seedDemoData, type SeedReport } from './seed/seed';
import { installAppHosting } from './web/app-static';
import { installSecurityHeaders } from './web/security-headers';

export type RateLimits = {
  signInPerAccount: AttemptLimit;
  signInPerIp: AttemptLimit;
  emailPerAccount: AttemptLimit;
  emailPerIp: AttemptLimit;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
  signInPerIp: { max: 50, windowMs: FIFTEEN_MINUTES },
  emailPerAccount: { max: 3, windowMs: FIFTEEN_MINUTES },
  emailPerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
};

/** Local dev servers (Vite, Storybook) on any port, outside production only. */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function originPolicy(appUrl: string, extra: string[], production: boolean) {
  const allowed = new Set([new URL(appUrl).origin, ...extra]);
  return (origin: string) => allowed.has(origin) || (!production && LOOPBACK_ORIGIN.test(origin));
}

export type ServerOptions = {
  /** Default: an in-memory embedded PostgreSQL. */
  database?: DatabaseTarget;
  /** Where the app lives; links in e-mails point here. Default http://localhost:3000. */
  appUrl?: string;
  /** Further origins allowed to call unsafe methods and open the socket (loopback ones are allowed outside production). */
  allowedOrigins?: string[];
  /** Production: no dev outbox route, no e-mail logging, the built app served. Default NODE_ENV === 'production'. */
  production?: boolean;
  /** The built app to serve in production (index.html inside), or null. */
  appDistDir?: string | null;
  /** Trust X-Forwarded-* from a reverse proxy (client IP, https for Secure cookies). */
  trustProxy?: boolean;
  /** SMTP delivery, e.g. smtps://user:pass@host:465; or a transport of your own. */
  smtpUrl?: string;
  mailFrom?: string;
  mailTransport?: MailTransport;
  /** Seed the demo accounts and sample courses (idempotent). Default false. */
  seed?: boolean;
  /** Clock, injectable for tests (token expiry, rate-limit windows). */
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
  /** Presence heartbeat interval; a peer missing one ping is dropped. Default 30 s. */
  presenceHeartbeatMs?: number;
  /** Largest JSON body in bytes. Default 100 KiB. */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * TESTS ONLY: a lower scrypt cost (N) so suites run fast. Never set it in a
   * deployment; the default is the OWASP cost 2^17.
   */
  unsafeTestPasswordCost?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What seeding created at build (null when seeding was off). */
    seedReport: SeedReport | null;
  }
}

/** Builds the API server (not yet listening): database migrated, routes installed. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const appUrl = (options.appUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 100 * 1024,
  });
  const db = await openDatabase(options.database ?? { kind: 'pglite' });
  await migrateToLatest(db);

  const passwords = createPasswordHasher(options.unsafeTestPasswordCost ?? OWASP_SCRYPT_COST);
  const presence = new PresenceHub(app.log);
  const transport =
    options.mailTransport ??
    (options.smtpUrl
      ? createSmtpTransport(options.smtpUrl, options.mailFrom ?? 'no-reply@localhost')
      : null);
  const context: AppContext = {
    db,
    now,
    passwords,
    appUrl,
    isAllowedOrigin: originPolicy(appUrl, options.allowedOrigins ?? [], production),
    production,
    mailer: createMailer({ db, now, production, transport, log: app.log }),
    presence,
    limiters: {
      signInPerAccount: createAttemptLimiter(limits.signInPerAccount, now),
      signInPerIp: createAttemptLimiter(limits.signInPerIp, now),
      emailPerAccount: createAttemptLimiter(limits.emailPerAccount, now),
      emailPerIp: createAttemptLimiter(limits.emailPerIp, now),
    },
  };

  const seedReport = options.seed ? await seedDemoData(db, passwords, now) : null;
  presence.setTotalUsers(await countUsers(db));
  presence.startHeartbeat(options.presenceHeartbeatMs ?? 30_000);

  await app.register(fastifyCookie);
  // API answers compressed on the fly (fast brotli); the app's files are compressed at build
  // time and served as they are (web/app-static.ts), so this skips them.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: COURSE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: PRESENCE_MAX_INCOMING_BYTES } });
  // A JSON API: plain-text bodies are refused (415), which also closes the
  // "simple request" door cross-site forms use.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  installSecurityHeaders(app, appUrl);
  installGuard(app, context);

  app.get('/api/v1/health', { config: { auth: 'none' } }, async (_request, reply) =>
    sendData(reply, { status: 'ok' }),
  );
  registerAuthRoutes(app, context);
  registerCourseRoutes(app, context);
  registerMediaRoutes(app);
  registerPresenceRoute(app, context);
  if (!production) registerDevOutboxRoute(app, context);
  // The built app is served whenever there is one, so `npm start` gives a working demo (with the dev outbox).
  await installAppHosting(app, options.appDistDir ?? null);

  app.addHook('onClose', async () => {
    presence.stop();
    await db.destroy();
  });
  app.decorate('seedReport', seedReport);
  return app;
}
