import { createServer as createHttpServer } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { COURSE_IMAGE_MAX_BYTES, PRESENCE_MAX_INCOMING_BYTES } from '@lp/contract/api';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AttemptLimit } from './auth/attempt-limiter';
import { registerAccountRoutes } from './account/account-routes';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerCalendarRoutes } from './calendar/calendar-routes';
import { registerCertificateRoutes } from './certificates/certificate-routes';
import { installGuard } from './auth/guard';
import { liveSessionHashes } from './auth/sessions';
import { countUsersByUniversity } from './auth/users';
import type { AppContext } from './context';
import { registerCourseRoutes } from './courses/course-routes';
import { registerCourseAuthoringRoutes } from './courses/course-authoring-routes';
import { registerInterchangeRoutes } from './courses/interchange/interchange-routes';
import { registerAnnouncementRoutes } from './courses/announcement-routes';
import { migrateToLatest, openDatabase, type DatabaseTarget, type Db } from './db/database';
import { registerDevOutboxRoute } from './dev/outbox-route';
import { installErrorHandler } from './http/error-handler';
import { sendData } from './http/envelope';
import { createBackgroundWork } from './http/background';
import { installInputGuard } from './http/input-guard';
import { canonicalRequestTarget, REFUSED_TARGET } from './http/request-target';
import { registerLearningRoutes } from './learning/learning-routes';
import { registerLiveRoutes } from './live/live-routes';
import { createMailer, redactStoredLinks, type MailTransport } from './mail/mailer';
import { createSmtpTransport } from './mail/smtp-transport';
import { registerMediaRoutes } from './media/media-routes';
import type { ClusterSettings } from './cluster/cluster-settings';
import { createProcessState } from './cluster/process-state';
import { isPresenceUpgrade, registerPresenceRoute } from './presence/presence-route';
import { createPasswordHasher, type HashingLimits, type PasswordHasher } from './security/password';
import { productionStartWarning } from './security/production-warnings';
import { refuseDemoPasswordInProduction, seedDemoData, type SeedReport } from './seed/seed';
import { DEMO_PASSWORD } from './seed/demo-accounts';
import { limitConnectionsPerIp } from './web/connection-limit';
import { installAppHosting } from './web/app-static';
import { registerSampleFiles } from './web/sample-files';
import { installSecurityHeaders } from './web/security-headers';
import { DEFAULT_UNIVERSITY_SLUG } from './tenancy/default-university';
import { installTenantHosting } from './tenancy/tenant-hosting';
import { registerUniversityRoutes } from './tenancy/university-routes';
import { registerUniversityAdminRoutes } from './tenancy/university-admin-routes';
import { registerUserAdminRoutes } from './user-admin/user-admin-routes';
import { registerOrganizationRoutes } from './organizations/organization-routes';
import { registerUniversityAnalyticsRoutes } from './analytics/university-analytics-routes';
import { registerImpersonationRoutes } from './tenancy/impersonation-routes';
import { registerBrandingRoutes } from './branding/branding-routes';
import {
  carriesProviderCode,
  registerSignInProviders,
  signInProvidersStored,
} from './auth/oidc/sign-in-providers';

/**
 * The rate limits. A "client" is its IP address, an IPv6 client its /64, and an IPv4-mapped
 * IPv6 address the IPv4 address (security/client-address.ts).
 */
export type RateLimits = {
  /** Failed sign-ins per (account, client IP); past it that pair is refused (429). */
  signInPerAccount: AttemptLimit;
  /** Failed sign-ins per client IP, whatever the account; past it the IP is refused (429). */
  signInPerIp: AttemptLimit;
  /** Failed sign-ins per account from all IPs; past it each attempt is slowed down, never refused. */
  signInSlowdown: AttemptLimit;
  /**
   * E-mails asked for one address from every client; past it the address is never refused,
   * but only the first request of each (address, client) in the window sends (issue 37).
   */
  emailPerAccount: AttemptLimit;
  /** E-mails asked for one address from one client; past it that pair is refused (429). */
  emailPerAccountAtIp: AttemptLimit;
  /** E-mail calls (and registrations) from one client; past it the client is refused (429). */
  emailPerIp: AttemptLimit;
};

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
  signInPerIp: { max: 50, windowMs: FIFTEEN_MINUTES },
  signInSlowdown: { max: 10, windowMs: FIFTEEN_MINUTES },
  emailPerAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
  emailPerAccountAtIp: { max: 3, windowMs: FIFTEEN_MINUTES },
  emailPerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
};

/** Timeouts of the HTTP server (issue 19, item 5), in milliseconds. */
export type HttpTimeouts = {
  /** The whole request (headers and body) must arrive within it; else 408 and closed. */
  requestMs: number;
  /** The headers must arrive within it. */
  headersMs: number;
  /** An idle kept-alive connection is closed after it. */
  keepAliveMs: number;
  /** A connection with no traffic at all is closed after it (WebSockets excepted: they ping). */
  idleMs: number;
};

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  requestMs: 60_000,
  headersMs: 15_000,
  keepAliveMs: 5_000,
  idleMs: 120_000,
};

/** Open connections one client address may hold (without a trusted proxy). */
export const DEFAULT_MAX_CONNECTIONS_PER_IP = 64;

/**
 * What "trust the proxy" means (issue 19, item 6): `false` (default), a number of hops
 * (1: one reverse proxy in front), or the proxies' addresses or CIDR ranges. `true` is
 * read as one hop, never as "trust every hop": a client-written X-Forwarded-For can then
 * not choose the address the per-IP limits count.
 */
export type TrustProxy = boolean | number | string[];

type FastifyTrust = false | string[] | ((address: string, hop: number) => boolean);

function fastifyTrustProxy(trust: TrustProxy | undefined): FastifyTrust {
  const hops = trust === true ? 1 : typeof trust === 'number' ? Math.floor(trust) : 0;
  // The `hops` nearest addresses (the socket's first) are proxies; the one after is the client.
  if (hops > 0) return (_address, hop) => hop < hops;
  return Array.isArray(trust) && trust.length > 0 ? trust : false;
}

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
  /**
   * Slug of the university that hosts matching no university's domain belong to. Default the
   * deployment's own university (slug 'default'), which the migrations make.
   */
  defaultUniversity?: string;
  /** The built app to serve in production (index.html inside), or null. */
  appDistDir?: string | null;
  /** Trust X-Forwarded-* from a reverse proxy (client IP, https for Secure cookies): see TrustProxy. */
  trustProxy?: TrustProxy;
  /** HTTP timeouts; defaults in DEFAULT_TIMEOUTS. */
  timeouts?: Partial<HttpTimeouts>;
  /**
   * Open connections one client address may hold; more are closed at once. 0 turns it off.
   * Default 64 without a trusted proxy, off behind one (every connection then comes from
   * the proxy: cap per client there).
   */
  maxConnectionsPerIp?: number;
  /**
   * Concurrent password hashes, how many may wait and for how long (defaults in
   * security/password.ts).
   */
  passwordHashing?: HashingLimits;
  /** Delay of each sign-in to an account past the signInSlowdown limit. Default 1 s. */
  signInSlowdownMs?: number;
  /** Presence frames a socket may send: a burst, then so many a second. Default 20 and 5. */
  presenceFrames?: { burst: number; perSecond: number };
  /** SMTP delivery, e.g. smtps://user:pass@host:465; or a transport of your own. */
  smtpUrl?: string;
  mailFrom?: string;
  mailTransport?: MailTransport;
  /** Seed the demo accounts and sample courses (idempotent). Default false. */
  seed?: boolean;
  /**
   * Password of the demo accounts seeding creates. Default the published DEMO_PASSWORD,
   * outside production only: in production seeding needs one, and never the published one.
   */
  seedPassword?: string;
  /**
   * Key sealing the client secrets of the universities' sign-in providers (SIGN_IN_SECRET_KEY:
   * 32 bytes, hex or base64). Without it a published development key is used, outside
   * production only: production then stores no secret (auth/oidc/secret-box.ts).
   */
  signInSecretKey?: string;
  /** Clock, injectable for tests (token expiry, rate-limit windows). */
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
  /** Presence heartbeat interval; a peer missing one ping is dropped. Default 30 s. */
  presenceHeartbeatMs?: number;
  /** With a PostgreSQL server: the processes' heartbeat, expiry and broadcast interval. */
  cluster?: Partial<ClusterSettings>;
  /** Largest JSON body in bytes. Default 100 KiB. */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** Level of the one-line-per-request log: 'info' (default) or 'debug' (quiet at info). */
  requestLogLevel?: 'info' | 'debug';
  /**
   * TESTS ONLY: new hashes in scrypt at this low cost (N) so suites run fast. Never set it
   * in a deployment; the default is Argon2id at OWASP's setting (security/password.ts).
   */
  unsafeTestPasswordCost?: number;
  /**
   * TESTS ONLY: a password hasher of their own (one that holds hashes while the test looks
   * at the queue). `passwordHashing` and `unsafeTestPasswordCost` are then ignored.
   */
  unsafeTestPasswordHasher?: PasswordHasher;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What seeding created at build (null when seeding was off). */
    seedReport: SeedReport | null;
    /** Resolves once the work started after earlier answers (e-mails, tokens) is done. */
    backgroundIdle: () => Promise<void>;
    /** Password hashes running and waiting now. */
    passwordLoad: () => { running: number; waiting: number };
    /** The server's database (tests and maintenance scripts). */
    db: Db;
  }
}

/** Builds the API server (not yet listening): database migrated, routes installed. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const appUrl = (options.appUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  const seedPassword = options.seedPassword ?? (production ? undefined : DEMO_PASSWORD);
  if (options.seed && production) {
    if (!seedPassword) {
      throw new Error(
        'Refusing to seed demo accounts in production without a password: set SEED_PASSWORD (not the published demo password), or SEED=false.',
      );
    }
    if (seedPassword === DEMO_PASSWORD) {
      throw new Error(
        'Refusing to start in production with the published demo password: set SEED_PASSWORD to a password of your own.',
      );
    }
  }
  const trustProxy = fastifyTrustProxy(options.trustProxy);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    // The router, the guard and every hook see one path (http/request-target.ts).
    rewriteUrl: (request) => canonicalRequestTarget(request.url ?? '') ?? REFUSED_TARGET,
    bodyLimit: options.bodyLimit ?? 100 * 1024,
    // At debug, the per-request lines are written by the onResponse hook below. The
    // presence upgrade has no request lines: its own throttled lines say what a socket did,
    // so a reconnect storm cannot fill the log (presence/presence-log.ts, issue 37).
    logController: new LogController({
      disableRequestLogging: (request) =>
        options.requestLogLevel === 'debug' ||
        isPresenceUpgrade(request.url) ||
        carriesProviderCode(request.url),
    }),
    // Timeouts against slow or stalled clients (issue 19, item 5).
    serverFactory: (handler) => {
      const server = createHttpServer(
        {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          // How often Node looks for requests past those timeouts (its default is 30 s).
          connectionsCheckingInterval: Math.max(
            50,
            Math.min(5_000, Math.floor(Math.min(timeouts.requestMs, timeouts.headersMs) / 4)),
          ),
        },
        handler,
      );
      // No traffic at all for so long: closed (the ws library lifts it from WebSockets).
      server.setTimeout(timeouts.idleMs);
      server.keepAliveTimeout = timeouts.keepAliveMs;
      return server;
    },
  });
  limitConnectionsPerIp(
    app.server,
    options.maxConnectionsPerIp ?? (trustProxy ? 0 : DEFAULT_MAX_CONNECTIONS_PER_IP),
  );
  const db = await openDatabase(options.database ?? { kind: 'pglite' });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const passwords =
    options.unsafeTestPasswordHasher ??
    createPasswordHasher(options.unsafeTestPasswordCost ?? 'argon2id', options.passwordHashing);
  const background = createBackgroundWork(app.log);
  // In memory on the embedded database; shared through PostgreSQL with DATABASE_URL.
  const { presence, limiters } = await createProcessState(app, {
    db,
    database: options.database ?? { kind: 'pglite' },
    limits,
    now,
    cluster: options.cluster,
  });
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
    defaultUniversitySlug: options.defaultUniversity ?? DEFAULT_UNIVERSITY_SLUG,
    mailer: createMailer({ db, now, production, transport, log: app.log }),
    presence,
    background,
    signInSlowdownMs: options.signInSlowdownMs ?? 1_000,
    presenceFrames: options.presenceFrames ?? { burst: 20, perSecond: 5 },
    limiters,
  };

  const warning = production
    ? productionStartWarning({
        appUrl,
        sendsEmail: !!transport,
        // Only a deployment whose universities use their own providers needs the key.
        sealsSignInSecrets: !!options.signInSecretKey || !(await signInProvidersStored(db)),
      })
    : null;
  if (warning) app.log.warn(warning);

  let seedReport: SeedReport | null = null;
  try {
    if (production) {
      // Tokens never stay usable in a production outbox, including rows of earlier versions.
      await redactStoredLinks(db);
      await refuseDemoPasswordInProduction(db, passwords);
    }
    if (options.seed && seedPassword) {
      seedReport = await seedDemoData(db, passwords, now, seedPassword);
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  presence.setTotalUsers(await countUsersByUniversity(db));
  presence.startHeartbeat(options.presenceHeartbeatMs ?? 30_000, (idHashes) =>
    liveSessionHashes(db, idHashes, now()),
  );

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
  if (options.requestLogLevel === 'debug') {
    app.addHook('onResponse', async (request, reply) => {
      if (isPresenceUpgrade(request.url) || carriesProviderCode(request.url)) return;
      request.log.debug(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: reply.elapsedTime,
        },
        'request completed',
      );
    });
  }
  installErrorHandler(app);
  installSecurityHeaders(app, appUrl);
  installGuard(app, context);
  installInputGuard(app);

  app.get('/api/v1/health', { config: { auth: 'none' } }, async (_request, reply) =>
    sendData(reply, { status: 'ok' }),
  );
  registerAuthRoutes(app, context);
  registerAccountRoutes(app, context);
  registerCourseRoutes(app, context);
  registerCourseAuthoringRoutes(app, context);
  registerInterchangeRoutes(app, context);
  registerAnnouncementRoutes(app, context);
  registerLearningRoutes(app, context);
  registerCertificateRoutes(app, context);
  registerLiveRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerUniversityRoutes(app, context);
  registerUniversityAdminRoutes(app, context);
  registerUserAdminRoutes(app, context);
  registerOrganizationRoutes(app, context);
  registerUniversityAnalyticsRoutes(app, context);
  registerImpersonationRoutes(app, context);
  registerBrandingRoutes(app, context);
  registerSignInProviders(app, context, { secretKey: options.signInSecretKey });
  registerMediaRoutes(app);
  registerPresenceRoute(app, context);
  if (!production) registerDevOutboxRoute(app, context);
  registerSampleFiles(app);
  installTenantHosting(app, context);
  // The built app is served whenever there is one, so `npm start` gives a working demo (with the dev outbox).
  await installAppHosting(app, options.appDistDir ?? null, { production });

  app.addHook('onClose', async () => {
    presence.stop();
    await background.idle();
    await db.destroy();
  });
  app.decorate('seedReport', seedReport);
  app.decorate('backgroundIdle', () => background.idle());
  app.decorate('db', db);
  app.decorate('passwordLoad', () => passwords.load);
  return app;
}
