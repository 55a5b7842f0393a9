import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { Visitor, type TestServer } from '../../testing/test-server';
import { TEST_CLIENT } from './test-provider';

/** What the sign-in provider tests share: settings as an editor sends them, a browser, logs. */

export const signInPath = (universityId: string) => `/api/v1/universities/${universityId}/sign-in`;

/** Settings the editor could send for the test provider. */
export function providerSettings(issuerUrl: string, overrides: Record<string, unknown> = {}) {
  return {
    issuerUrl,
    clientId: TEST_CLIENT.clientId,
    clientSecret: TEST_CLIENT.clientSecret,
    scopes: 'openid email profile roles',
    buttonLabel: 'Northbridge SSO',
    allowedDomains: ['northbridge.example.edu'],
    roleClaim: 'roles',
    roleMappings: [{ claimValue: 'faculty', role: 'teacher' }],
    updateRoleOnSignIn: false,
    localPasswords: true,
    rpLogout: true,
    ...overrides,
  };
}

export async function signedInAs(server: TestServer, email: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  const response = await visitor.signIn(email, DEMO_PASSWORD);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return visitor;
}

/** Every log line the server writes, kept to look for secrets in. */
export function capturedLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'debug', stream } };
}

/**
 * A browser for the redirect dance: its own cookies per host, redirects followed by hand so
 * each hop can be seen. `go` stops at a page (not a redirect) or at the app's own page.
 */
export class RedirectBrowser {
  readonly cookies = new Map<string, Map<string, string>>();
  /** Every address visited, in order. */
  readonly visited: string[] = [];

  constructor(private readonly appOrigin: string) {}

  private cookieHeader(url: URL) {
    const jar = this.cookies.get(url.host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  private keep(url: URL, response: Response) {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(url.host, jar);
  }

  /** One request, no redirect followed. */
  async request(address: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const url = new URL(address);
    this.visited.push(url.href);
    const headers: Record<string, string> = { cookie: this.cookieHeader(url) };
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    this.keep(url, response);
    return response;
  }

  /** Follows redirects until a page answers, or until the app's own (non-API) page is named. */
  async go(address: string, init: { form?: Record<string, string> } = {}) {
    let response = await this.request(address, init);
    let url = new URL(address);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      url = new URL(location, url);
      if (url.origin === this.appOrigin && !url.pathname.startsWith('/api/')) {
        return { landedOn: `${url.pathname}${url.search}`, response, url };
      }
      response = await this.request(url.href);
    }
    return { landedOn: null, response, url };
  }

  sessionCookie() {
    return this.cookies.get(new URL(this.appOrigin).host)?.get('lp_session') ?? null;
  }
}

/**
 * Starts a sign-in on the app, picks `account` at the provider (or cancels) and comes back:
 * where the app sent the browser, and the callback address it came back on.
 */
export async function signInThroughProvider(
  browser: RedirectBrowser,
  appOrigin: string,
  account: string,
  options: { cancel?: boolean; returnTo?: string; stopBeforeCallback?: boolean } = {},
) {
  const start = `${appOrigin}/api/v1/auth/oidc/start${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}`;
  const atProvider = await browser.go(start);
  expect(atProvider.landedOn, 'the provider shows its sign-in page').toBeNull();
  expect(atProvider.response.status).toBe(200);
  const interaction = atProvider.url.href;
  let response = await browser.request(interaction, {
    form: { account, action: options.cancel ? 'cancel' : 'signin' },
  });
  let url = new URL(interaction);
  // Through the provider's own redirects up to the app's callback.
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    if (!location) break;
    url = new URL(location, url);
    if (url.origin === appOrigin) break;
    response = await browser.request(url.href);
  }
  expect(url.pathname).toBe('/api/v1/auth/oidc/callback');
  const callbackUrl = url.href;
  if (options.stopBeforeCallback) return { landedOn: null, callbackUrl };
  const back = await browser.go(callbackUrl);
  return { landedOn: back.landedOn, callbackUrl };
}
