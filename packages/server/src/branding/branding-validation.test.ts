import { brandingMessages, BRANDING_PRODUCT_NAME_MAX } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Visitor } from '../testing/test-server';
import {
  as,
  brandingPath,
  logoForm,
  NORTHBRIDGE,
  storedState,
  sunsetOrange,
} from './branding-test-kit';
import { pngBytes } from './logo-fixtures';

// What Save refuses (issue 17): each case answers 400 with the contract's message, and
// stores nothing (no branding change, no version).

const LAKESIDE = 'univ-lakeside';

let server: TestServer;
let admin: Visitor;
/** A logo uploaded for Northbridge: a real upload, but not Lakeside's. */
let northbridgeLogo: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await as(server, 'admin');
  const upload = await admin.call('POST', `${brandingPath(NORTHBRIDGE)}/logo`, {
    body: logoForm(pngBytes({ rgb: [1, 2, 3] }), 'logo.png', 'image/png'),
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  northbridgeLogo = upload.body.data.logoUrl;
});
afterAll(() => server.app.close());

const primary = brandingMessages.colour('Primary colour');
const { primaryColor: _primary, ...withoutPrimary } = sunsetOrange;
const unknownUpload = `/api/v1/branding/logos/${'a'.repeat(64)}.png`;

const corpus: Array<[string, Record<string, unknown>, string]> = [
  ["colour '#fff'", { primaryColor: '#fff' }, primary],
  ["colour 'red'", { primaryColor: 'red' }, primary],
  ["colour '#12345g'", { primaryColor: '#12345g' }, primary],
  ['empty colour', { primaryColor: '' }, primary],
  ["colour 'rgb(0,0,0)'", { primaryColor: 'rgb(0,0,0)' }, primary],
  ['secondary colour', { secondaryColor: 'blue' }, brandingMessages.colour('Secondary colour')],
  ['accent colour', { accentColor: '#00000' }, brandingMessages.colour('Accent colour')],
  ["font 'Comic Sans'", { fontFamily: 'Comic Sans' }, brandingMessages.unknownFont],
  ['empty font', { fontFamily: '' }, brandingMessages.unknownFont],
  ['javascript: logo', { logoUrl: 'javascript:alert(1)' }, brandingMessages.logoUrl],
  ['data: logo', { logoUrl: 'data:image/png;base64,AAAA' }, brandingMessages.logoUrl],
  ['http logo', { logoUrl: 'http://example.com/a.png' }, brandingMessages.logoUrl],
  ['protocol-relative logo', { logoUrl: '//evil.example/a.png' }, brandingMessages.logoUrl],
  ["logo 'https://'", { logoUrl: 'https://' }, brandingMessages.logoUrl],
  [
    'logo path outside the uploads',
    { logoUrl: '/api/v1/branding/logos/../x.png' },
    brandingMessages.logoUrl,
  ],
  [
    'uploaded-looking logo that does not exist',
    { logoUrl: unknownUpload },
    brandingMessages.logoUrl,
  ],
  ['custom CSS', { customCss: 'body { display: none }' }, brandingMessages.customCssRefused],
  ['empty product name', { productName: '   ' }, brandingMessages.productNameRequired],
  [
    'too long product name',
    { productName: 'N'.repeat(BRANDING_PRODUCT_NAME_MAX + 1) },
    brandingMessages.productNameTooLong,
  ],
];

describe('PUT /universities/:id/branding refuses', () => {
  it.each(corpus)('%s', async (_name, change, message) => {
    const before = await storedState(server, LAKESIDE);
    const response = await admin.call('PUT', brandingPath(LAKESIDE), {
      json: { ...sunsetOrange, ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await storedState(server, LAKESIDE)).toEqual(before);
  });

  it('a missing colour', async () => {
    const response = await admin.call('PUT', brandingPath(LAKESIDE), { json: withoutPrimary });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(primary);
    expect((await storedState(server, LAKESIDE)).versions).toBe(0);
  });

  it("another university's uploaded logo", async () => {
    const response = await admin.call('PUT', brandingPath(LAKESIDE), {
      json: { ...sunsetOrange, logoUrl: northbridgeLogo },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(brandingMessages.logoUrl);
    expect((await storedState(server, LAKESIDE)).versions).toBe(0);
  });
});

describe('PUT /universities/:id/branding accepts', () => {
  it("the university's own uploaded logo, an https logo, no logo and empty custom CSS", async () => {
    for (const logoUrl of [northbridgeLogo, 'https://cdn.example.edu/logo.png', '']) {
      const response = await admin.call('PUT', brandingPath(NORTHBRIDGE), {
        json: { ...sunsetOrange, logoUrl, customCss: '  ' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data.settings.logoUrl).toBe(logoUrl);
    }
  });
});
