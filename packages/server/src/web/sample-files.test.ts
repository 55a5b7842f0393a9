import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as contract from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { universityCourseSeeds } from '../seed/university-courses-seed';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Every `/samples/...` address anywhere in what the contract exports (its sample data) and in the
 * sample universities' own seeded courses.
 */
function sampleAddresses(): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/samples/')) found.add(value);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const item of value instanceof Map ? value.values() : Object.values(value)) walk(item);
  };
  walk({ ...contract, universityCourseSeeds });
  return [...found].sort();
}

let server: TestServer;
let distDir: string;
beforeAll(async () => {
  // A built app beside them, so a missing picture could fall through to the app's page.
  distDir = mkdtempSync(join(tmpdir(), 'lp-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>App</title>');
  server = await startTestServer({ seed: false, appDistDir: distDir });
});
afterAll(async () => {
  await server.app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('sample files', () => {
  const addresses = sampleAddresses();

  it('finds the pictures of every kind of sample data', () => {
    for (const kind of ['courses', 'modules', 'lessons', 'events', 'programs', 'instructors'])
      expect(addresses.some((address) => address.startsWith(`/samples/${kind}/`))).toBe(true);
  });

  it("asks for the pictures of the sample universities' own courses too", () => {
    const pictures = universityCourseSeeds.flatMap((seed) => seed.course.imageUrl ?? []);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(addresses).toContain(picture);
  });

  it.each(addresses)('serves %s', async (address) => {
    const response = await fetch(`${server.baseUrl}${address}`);
    expect(response.status).toBe(200);
    const type = response.headers.get('content-type') ?? '';
    if (address.startsWith('/samples/downloads/')) expect(type).toBe('application/pdf');
    else expect(type).toMatch(/^image\//);
    const body = Buffer.from(await response.arrayBuffer());
    // The bytes are what the type says (nosniff makes a browser trust the type alone).
    if (type === 'image/webp') {
      expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('lets browsers keep a picture, trust its type only, and revalidate it cheaply', async () => {
    const [address = ''] = addresses.filter((path) => path.endsWith('.webp'));
    const first = await fetch(`${server.baseUrl}${address}`);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d{6,}/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.baseUrl}${address}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.baseUrl}${address}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
  });

  it('answers a missing picture with a 404, never the app page', async () => {
    for (const path of [
      '/samples/courses/no-such-course.webp',
      '/samples/README.md',
      '/samples/make-pictures.mjs',
      '/samples/..%2f..%2fpackage.json',
      '/samples/courses',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('answers a form sent to a picture with a 404: only pages take forms (issue 31)', async () => {
    const [address = ''] = addresses.filter((path) => path.endsWith('.webp'));
    for (const path of [address, '/samples/courses/no-such-course.webp']) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.text(), path).not.toContain('<title>App</title>');
    }
  });
});
