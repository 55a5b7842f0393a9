import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Issue 37, item 3: a form sent to a page the server drew is answered 303 to the same page.
 * No way of writing that page's path may turn the redirect into one to another host.
 */

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'lp-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>App</title>');
  server = await startTestServer({
    production: true,
    appDistDir: distDir,
    seed: false,
    mailTransport: { send: async () => {} },
  });
});

afterAll(async () => {
  await server.app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const TARGETS = [
  '//evil.example/x',
  '///evil.example/x',
  '/%5Cevil.example',
  '/%5cevil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '/./\\evil.example',
  '/.//evil.example',
  '/x/..//evil.example/x',
  '/%2e%2e//evil.example',
  '/%2F%2Fevil.example',
  '//evil.example/x?',
  '//evil.example/x?next=//evil.example',
  'http://evil.example//evil.example/x',
  'https://evil.example',
];

describe('redirects stay on the origin (issue 37, item 3)', () => {
  it.each(TARGETS)('POST %s is not sent to another host', async (target) => {
    for (const origin of [undefined, 'https://evil.example']) {
      const response = await rawRequest(
        server.baseUrl,
        `POST ${target} HTTP/1.1`,
        origin ? { origin } : {},
      );
      expect([303, 404]).toContain(response.status);
      const location = response.headers.location;
      if (response.status === 303) {
        expect(location, target).toMatch(/^\/(?![/\\])/);
        expect(location, target).not.toContain('\\');
        const base = new URL(server.baseUrl);
        expect(new URL(location ?? '', base).origin, target).toBe(base.origin);
      } else {
        expect(location, target).toBeUndefined();
      }
    }
  });

  it('still answers a form sent to a page with the page again', async () => {
    const response = await rawRequest(
      server.baseUrl,
      'POST /auth/login?next=%2Fdashboard HTTP/1.1',
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/auth/login?next=%2Fdashboard');
  });
});
