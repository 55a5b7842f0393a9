import { canAccess } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../auth/guard';
import { canonicalRequestTarget } from '../http/request-target';
import { rawRequest, type RawResponse } from '../testing/raw-http';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

/**
 * Issue 37, item 1: the access guard and the router must see one path, however the request
 * line writes it. Every protected route of the server's own route table is probed, signed out
 * and as a student, in each form a request target can take.
 */

let server: TestServer;
let protectedRoutes: GuardedRoute[];
let studentCookie: string;

beforeAll(async () => {
  server = await startTestServer();
  protectedRoutes = server.app.guardedRoutes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      route.access.auth !== 'none' &&
      route.access.auth !== 'optional',
  );
  const student = new Visitor(server.baseUrl);
  await student.signIn('student@demo.edu', 'Demo-pass-2025!');
  studentCookie = student.cookie ?? '';
});

afterAll(async () => {
  await server.app.close();
});

/** A concrete path of a route: each parameter (and a wildcard) filled with a plain id. */
function concretePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, 'probe-1').replace(/\*$/, 'probe-1');
}

/** The same path as a request line may write it; each must reach the same route. */
function sameTargets(path: string, host: string): Record<string, string> {
  const tail = path.slice('/api/v1'.length);
  return {
    'absolute form': `http://${host}${path}`,
    'absolute form, another host': `https://evil.example${path}`,
    'a // prefix': `/${path}`,
    'a /// prefix': `//${path}`,
    'doubled slashes inside': path.replaceAll('/', '//'),
    'a .. segment': `/api/v1/probe/..${tail}`,
    'an encoded .. segment': `/api/v1/probe/%2e%2E${tail}`,
    'a . segment': `/api/./v1${tail}`,
    'a trailing ?': `${path}?`,
  };
}

/** The last slash of a path written another way. */
function withLastSlash(path: string, slash: string): string {
  const cut = path.lastIndexOf('/');
  return `${path.slice(0, cut)}${slash}${path.slice(cut + 1)}`;
}

function statusLine(response: RawResponse) {
  return { status: response.status, cacheControl: response.headers['cache-control'] };
}

describe('canonicalRequestTarget', () => {
  it.each([
    ['http://host/api/v1/programs', '/api/v1/programs'],
    ['HTTPS://host:8443/api/v1/live?x=1', '/api/v1/live?x=1'],
    ['http://host', '/'],
    ['http://host?x', '/?x'],
    ['//evil.example/x', '/evil.example/x'],
    ['/api//v1///programs', '/api/v1/programs'],
    ['/api/v1/x/../programs', '/api/v1/programs'],
    ['/api/v1/x/%2E%2e/programs', '/api/v1/programs'],
    ['/../../api/./v1/programs', '/api/v1/programs'],
    ['/a/b/..', '/a/'],
    ['/a/.', '/a/'],
    ['/dashboard/', '/dashboard/'],
    ['/api/v1/programs?', '/api/v1/programs'],
    ['/auth/login?next=//evil.example', '/auth/login?next=//evil.example'],
    ['/api/v1/universities/a%2Fb', '/api/v1/universities/a%2Fb'],
  ])('writes %s as %s', (target, canonical) => {
    expect(canonicalRequestTarget(target)).toBe(canonical);
  });

  it.each(['*', 'host:443', 'api/v1', '/\\evil.example', '/%5Cevil.example', '/a%5cb'])(
    'refuses %s',
    (target) => {
      expect(canonicalRequestTarget(target)).toBeNull();
    },
  );
});

describe('the request target (issue 37, item 1)', () => {
  it('finds the route table with its protected routes', () => {
    const urls = new Set(protectedRoutes.map((route) => route.url));
    expect(urls).toContain('/api/v1/programs');
    expect(urls).toContain('/api/v1/impersonation');
    expect(urls).toContain('/api/v1/live');
    expect(urls).toContain('/api/v1/settings/video');
    expect(protectedRoutes.length).toBeGreaterThan(40);
  });

  it('asks for a session on every protected route, however the path is written', async () => {
    const host = new URL(server.baseUrl).host;
    const wrong: string[] = [];
    for (const route of protectedRoutes) {
      const path = concretePath(route.url);
      for (const [form, target] of Object.entries(sameTargets(path, host))) {
        const response = await rawRequest(server.baseUrl, `${route.method} ${target} HTTP/1.1`);
        const seen = statusLine(response);
        if (seen.status !== 401 || seen.cacheControl !== 'no-store') {
          wrong.push(`${route.method} ${target} (${form}): ${JSON.stringify(seen)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a written or encoded backslash in a path with 404, on every protected route', async () => {
    const wrong: string[] = [];
    for (const route of protectedRoutes) {
      for (const slash of ['\\', '%5C', '%5c', '/%5C/']) {
        const target = withLastSlash(concretePath(route.url), slash);
        const response = await rawRequest(server.baseUrl, `${route.method} ${target} HTTP/1.1`);
        const seen = statusLine(response);
        if (seen.status !== 404 || seen.cacheControl !== 'no-store') {
          wrong.push(`${route.method} ${target}: ${JSON.stringify(seen)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps an encoded slash inside its segment, for the guard as for the router', async () => {
    const wrong: string[] = [];
    for (const route of protectedRoutes) {
      for (const slash of ['%2F', '%2f']) {
        const target = withLastSlash(concretePath(route.url), slash);
        const response = await rawRequest(server.baseUrl, `${route.method} ${target} HTTP/1.1`);
        const seen = statusLine(response);
        // Another route (a parameter holding the slash) asks for a session; no route: 404.
        if (![401, 404].includes(seen.status) || seen.cacheControl !== 'no-store') {
          wrong.push(`${route.method} ${target}: ${JSON.stringify(seen)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("applies the route's access area to a student, however the path is written", async () => {
    const host = new URL(server.baseUrl).host;
    const refused = protectedRoutes.filter(
      (route) =>
        route.method === 'GET' && route.access.area && !canAccess(route.access.area, 'student'),
    );
    expect(refused.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const route of refused) {
      for (const [form, target] of Object.entries(sameTargets(concretePath(route.url), host))) {
        const response = await rawRequest(server.baseUrl, `GET ${target} HTTP/1.1`, {
          cookie: studentCookie,
        });
        if (response.status !== 403) wrong.push(`GET ${target} (${form}): ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a request line that names no path (*, an authority) with 400 or 404', async () => {
    for (const target of ['*', '127.0.0.1:80', 'api/v1/programs']) {
      const response = await rawRequest(server.baseUrl, `GET ${target} HTTP/1.1`);
      // Node's parser refuses some of them itself (400); none reaches a route.
      expect([400, 404], target).toContain(response.status);
    }
  });
});
