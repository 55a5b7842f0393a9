import { BRANDING_LOGO_MAX_BYTES, brandingMessages, UPLOADED_LOGO_URL } from '@lp/contract';
import { logoUploadResponseSchema } from '@lp/contract/api';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Visitor } from '../testing/test-server';
import { as, brandingPath, logoForm, NORTHBRIDGE } from './branding-test-kit';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from './logo-fixtures';

// Logo upload (issue 17): PNG, JPEG or WebP up to BRANDING_LOGO_MAX_BYTES, decided by the
// bytes whatever the name or declared type; stored by content and served with nosniff.

const UPLOAD = `${brandingPath(NORTHBRIDGE)}/logo`;
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

let server: TestServer;
let admin: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  admin = await as(server, 'admin');
  // Riverside College (suspended in the samples) gets a host, as a deployment would give it.
  await server.app.db
    .updateTable('universities')
    .set({ domain: 'riverside.example.edu' })
    .where('id', '=', 'univ-riverside')
    .execute();
});
afterAll(() => server.app.close());

const upload = (bytes: Uint8Array, name: string, type: string) =>
  admin.call('POST', UPLOAD, { body: logoForm(bytes, name, type) });

/** A logo as a browser fetches it: no session, from a host of the deployment. */
async function fetchLogo(logoUrl: string, host?: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: logoUrl,
    ...(host ? { headers: { host } } : {}),
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

describe('POST /universities/:id/branding/logo', () => {
  it.each([
    ['PNG', pngBytes({ width: 4, height: 2 }), 'logo.png', 'image/png', 'png'],
    ['JPEG', jpegBytes(), 'logo.jpeg', 'image/jpeg', 'jpg'],
    ['WebP', webpBytes(), 'logo.webp', 'image/webp', 'webp'],
  ])('accepts a %s and answers its address by content', async (_kind, bytes, name, type, ext) => {
    const response = await upload(bytes, name, type);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.message).toBe(brandingMessages.logoUploaded);
    const answer = logoUploadResponseSchema.parse(response.body.data);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(answer).toEqual({
      logoUrl: `/api/v1/branding/logos/${sha256}.${ext}`,
      bytes: bytes.length,
      type,
    });
  });

  it('goes by the bytes: a PNG named logo.jpg and declared text/plain is a PNG', async () => {
    const response = await upload(pngBytes({ rgb: [9, 9, 9] }), 'logo.jpg', 'text/plain');
    expect(response.status).toBe(201);
    expect(response.body.data.type).toBe('image/png');
    expect(response.body.data.logoUrl).toMatch(/\.png$/);
  });

  it('gives the same bytes the same address, and other bytes another', async () => {
    const first = await upload(pngBytes({ rgb: [7, 7, 7] }), 'a.png', 'image/png');
    const again = await upload(pngBytes({ rgb: [7, 7, 7] }), 'b.png', 'image/png');
    const other = await upload(pngBytes({ rgb: [8, 8, 8] }), 'a.png', 'image/png');
    expect(again.body.data.logoUrl).toBe(first.body.data.logoUrl);
    expect(other.body.data.logoUrl).not.toBe(first.body.data.logoUrl);
    expect(first.body.data.logoUrl).toMatch(UPLOADED_LOGO_URL);
  });

  it.each([
    ['a text file named logo.png', Buffer.from('not an image at all'), 'logo.png', 'image/png'],
    ['a GIF', gifBytes(), 'logo.gif', 'image/gif'],
    // Issue 37, item 8: before, the signature alone was checked and these answered 201.
    [
      'a PNG signature followed by HTML',
      Buffer.concat([pngBytes().subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]),
      'logo.png',
      'image/png',
    ],
    ['a truncated JPEG', jpegBytes().subarray(0, 40), 'logo.jpg', 'image/jpeg'],
  ])('refuses %s with 415 and the type message', async (_name, bytes, name, type) => {
    const response = await upload(bytes, name, type);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(brandingMessages.logoType);
  });

  it.each([
    ['an SVG', SVG, 'logo.svg', 'image/svg+xml'],
    ['an SVG with an XML prolog', `<?xml version="1.0"?>\n${SVG}`, 'logo.svg', 'image/svg+xml'],
    ['an SVG disguised as a PNG', SVG, 'logo.png', 'image/png'],
  ])('refuses %s with 415 and says why SVG is not taken', async (_name, text, name, type) => {
    const response = await upload(Buffer.from(text), name, type);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(brandingMessages.logoSvg);
  });

  it('takes a logo of exactly the limit and refuses one byte more with 413', async () => {
    const overhead = pngBytes({ padding: 1 }).length - 1;
    const atLimit = pngBytes({ padding: BRANDING_LOGO_MAX_BYTES - overhead });
    expect(atLimit.length).toBe(BRANDING_LOGO_MAX_BYTES);
    expect((await upload(atLimit, 'big.png', 'image/png')).status).toBe(201);
    const over = pngBytes({ padding: BRANDING_LOGO_MAX_BYTES - overhead + 1 });
    const response = await upload(over, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(brandingMessages.logoTooLarge);
  });

  it('asks for a file when there is none, an empty one, or one in another field', async () => {
    const missing = [
      await admin.call('POST', UPLOAD, { json: {} }),
      await upload(Buffer.alloc(0), 'empty.png', 'image/png'),
      await admin.call('POST', UPLOAD, {
        body: logoForm(pngBytes(), 'logo.png', 'image/png', 'image'),
      }),
    ];
    for (const response of missing) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(brandingMessages.logoMissing);
    }
  });
});

describe('GET /branding/logos/:file', () => {
  it('serves the stored bytes publicly with the sniffed type, nosniff and a long cache', async () => {
    const bytes = pngBytes({ rgb: [200, 100, 50] });
    const { logoUrl } = (await upload(bytes, 'logo.jpg', 'application/octet-stream')).body.data;
    const served = await fetchLogo(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(served.bytes, bytes)).toBe(0);
  });

  it("serves on a suspended university's host too (the host gate is for pages)", async () => {
    const { logoUrl } = (await upload(jpegBytes(), 'logo.jpg', 'image/jpeg')).body.data;
    const served = await fetchLogo(logoUrl, 'riverside.example.edu');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for an unknown or malformed name', async () => {
    for (const name of [
      `${'b'.repeat(64)}.png`,
      'logo.png',
      `${'A'.repeat(64)}.png`,
      `${'c'.repeat(64)}.gif`,
    ]) {
      const served = await fetchLogo(`/api/v1/branding/logos/${name}`);
      expect(served.status, name).toBe(404);
    }
  });
});
