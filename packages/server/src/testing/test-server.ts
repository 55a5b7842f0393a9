import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../server';
import { migratedSnapshot } from './database-snapshot';

/** A clock tests move by hand. */
export function manualClock(start = Date.parse('2026-01-05T09:00:00.000Z')) {
  let current = start;
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export type TestServer = {
  app: FastifyInstance;
  baseUrl: string;
  clock: ReturnType<typeof manualClock>;
};

/** A real server on a free loopback port, with an in-memory database and cheap password hashing. */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const clock = manualClock();
  const app = await buildServer({
    database: { kind: 'pglite', snapshot: await migratedSnapshot() },
    now: clock.now,
    seed: true,
    unsafeTestPasswordCost: 2 ** 10,
    appUrl: 'http://app.test',
    ...options,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: address, clock };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON freely and assert on it
export type ApiResponse = { status: number; body: any; headers: Headers };

/**
 * One browser-like visitor: keeps the session cookie and the CSRF token from
 * sign-in, and sends the XSRF-TOKEN header like the app does.
 */
export class Visitor {
  cookie: string | null = null;
  csrfToken: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async call(
    method: string,
    path: string,
    options: {
      json?: unknown;
      body?: BodyInit;
      headers?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    if (options.csrf !== false && this.csrfToken) headers['xsrf-token'] = this.csrfToken;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a file, an HTML page): keep the text.
    }
    return { status: response.status, body, headers: response.headers };
  }

  async signIn(email: string, password: string): Promise<ApiResponse> {
    const response = await this.call('POST', '/api/v1/auth/login', { json: { email, password } });
    if (response.status === 200) this.csrfToken = response.body.data.csrfToken;
    return response;
  }
}

/** The newest link e-mailed to an address, read through the development outbox. */
export async function lastLinkTo(baseUrl: string, email: string, kind?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { kind: string; link: string | null }[] };
  const message = data.find((item) => (kind ? item.kind === kind : true));
  if (!message?.link) throw new Error(`no e-mail with a link to ${email}`);
  return message.link;
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
