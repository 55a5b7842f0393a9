import { brandingMessages, BRANDING_VERSIONS_SHOWN } from '@lp/contract';
import { brandingResponseSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Visitor } from '../testing/test-server';
import {
  addNorthbridgeAdmin,
  as,
  brandingPath,
  configAt,
  logoForm,
  NORTHBRIDGE,
  NORTHBRIDGE_ADMIN,
  NORTHBRIDGE_HOST,
  readBranding,
  signedIn,
  storedState,
  sunsetOrange,
} from './branding-test-kit';
import { pngBytes } from './logo-fixtures';

// Saving publishes (issue 17): each save and restore is a version with who and when, the
// branding before the first save is kept so it can be restored, and /config.json of the
// university's host follows every step while another university's stays as it was.

const LAKESIDE_HOST = 'lakeside.example.edu';
const MINUTE = 60_000;

let server: TestServer;
let nora: Visitor;
let superuser: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  await addNorthbridgeAdmin(server);
  nora = await signedIn(server, NORTHBRIDGE_ADMIN);
  superuser = await as(server, 'superuser');
});
afterAll(() => server.app.close());

async function save(visitor: Visitor, settings: typeof sunsetOrange) {
  server.clock.advance(MINUTE);
  const response = await visitor.call('PUT', brandingPath(NORTHBRIDGE), { json: settings });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.message).toBe(brandingMessages.saved);
  return brandingResponseSchema.parse(response.body.data);
}

const brandOf = (settings: typeof sunsetOrange) => ({
  primary: settings.primaryColor,
  secondary: settings.secondaryColor,
  accent: settings.accentColor,
  fontFamily: settings.fontFamily,
});

describe('saving and restoring the branding', () => {
  it('keeps versions with who and when, restores the original, and publishes each step', async () => {
    const lakesideBefore = await configAt(server, LAKESIDE_HOST);
    const original = await readBranding(nora, NORTHBRIDGE);
    expect(original.versions).toEqual([]);
    const { updated_at: originalChangedAt } = await storedState(server, NORTHBRIDGE);

    const logo = await nora.call('POST', `${brandingPath(NORTHBRIDGE)}/logo`, {
      body: logoForm(pngBytes({ width: 3, height: 1 }), 'nb.png', 'image/png'),
    });
    const first = {
      ...sunsetOrange,
      productName: 'Northbridge Online',
      logoUrl: logo.body.data.logoUrl,
    };
    const afterFirst = await save(nora, first);
    const firstSavedAt = server.clock.now().toISOString();
    expect(afterFirst.settings).toEqual(first);
    expect(await configAt(server, NORTHBRIDGE_HOST)).toMatchObject({
      productName: 'Northbridge Online',
      defaultBrand: brandOf(first),
      logoUrl: first.logoUrl,
    });

    const second = { ...first, primaryColor: '#1D4ED8', fontFamily: 'Inter', logoUrl: '' };
    const afterSecond = await save(superuser, second);
    const secondSavedAt = server.clock.now().toISOString();
    expect(afterSecond.settings).toEqual(second);
    expect(
      afterSecond.versions.map((version) => [version.savedBy?.name ?? null, version.savedAt]),
    ).toEqual([
      ['Sofia Superuser', secondSavedAt],
      ['Nora Northbridge', firstSavedAt],
      [null, originalChangedAt.toISOString()],
    ]);
    expect(afterSecond.versions.map((version) => version.settings)).toEqual([
      second,
      first,
      original.settings,
    ]);
    const secondConfig = await configAt(server, NORTHBRIDGE_HOST);
    expect(secondConfig.defaultBrand).toEqual(brandOf(second));
    expect(secondConfig.logoUrl).toBeUndefined();

    const originalVersion = afterSecond.versions[2]!;
    server.clock.advance(MINUTE);
    const restored = await nora.call(
      'POST',
      `${brandingPath(NORTHBRIDGE)}/versions/${originalVersion.id}/restore`,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.message).toBe(brandingMessages.restored);
    const afterRestore = brandingResponseSchema.parse(restored.body.data);
    expect(afterRestore.settings).toEqual(original.settings);
    expect(afterRestore.versions).toHaveLength(4);
    expect(afterRestore.versions[0]).toMatchObject({
      restoredFrom: originalVersion.id,
      savedBy: { name: 'Nora Northbridge' },
      savedAt: server.clock.now().toISOString(),
      settings: original.settings,
    });
    expect(await configAt(server, NORTHBRIDGE_HOST)).toMatchObject({
      productName: original.settings.productName,
      defaultBrand: brandOf(original.settings),
    });
    expect(await readBranding(superuser, NORTHBRIDGE)).toEqual(afterRestore);
    expect(await configAt(server, LAKESIDE_HOST)).toEqual(lakesideBefore);
  });

  it('keeps the tagline, favicon and custom CSS of the stored branding', async () => {
    const { branding } = await storedState(server, NORTHBRIDGE);
    expect(branding).toMatchObject({
      tagline: 'Knowledge without borders',
      faviconUrl: '/samples/universities/northbridge-favicon.ico',
      customCss: '',
    });
  });

  it("publishes the saved colours in place of a built-in brand (the deployment's own)", async () => {
    expect((await configAt(server, 'localhost')).defaultBrand).toBe('default');
    const admin = await as(server, 'admin');
    const response = await admin.call('PUT', brandingPath('univ-default'), {
      json: { ...sunsetOrange, productName: 'Demo Learning' },
    });
    expect(response.status).toBe(200);
    const config = await configAt(server, 'localhost');
    expect(config.productName).toBe('Demo Learning');
    expect(config.defaultBrand).toEqual(brandOf(sunsetOrange));
  });

  it('publishes a built-in palette with its font by id, so pages need no theme engine', async () => {
    const admin = await as(server, 'admin');
    const palette = {
      ...sunsetOrange,
      primaryColor: '#ea580c',
      secondaryColor: '#F59E0B',
      accentColor: '#DB2777',
      fontFamily: 'DM Sans',
    };
    await admin.call('PUT', brandingPath('univ-default'), { json: palette });
    expect((await configAt(server, 'localhost')).defaultBrand).toBe('sunset-orange');
    // Another font makes it a brand of its own: inline colours again.
    await admin.call('PUT', brandingPath('univ-default'), {
      json: { ...palette, fontFamily: 'Inter' },
    });
    expect((await configAt(server, 'localhost')).defaultBrand).toMatchObject({
      primary: '#ea580c',
      fontFamily: 'Inter',
    });
  });

  it(`lists the newest ${BRANDING_VERSIONS_SHOWN} versions and can restore any stored one`, async () => {
    for (let index = 0; index < BRANDING_VERSIONS_SHOWN; index += 1) {
      await save(nora, { ...sunsetOrange, productName: `Northbridge ${index}` });
    }
    const branding = await readBranding(nora, NORTHBRIDGE);
    expect(branding.versions).toHaveLength(BRANDING_VERSIONS_SHOWN);
    expect(branding.versions[0]!.settings.productName).toBe(
      `Northbridge ${BRANDING_VERSIONS_SHOWN - 1}`,
    );
    const oldest = await server.app.db
      .selectFrom('branding_versions')
      .select('id')
      .where('university_id', '=', NORTHBRIDGE)
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    const restored = await nora.call(
      'POST',
      `${brandingPath(NORTHBRIDGE)}/versions/${oldest.id}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.data.versions[0].restoredFrom).toBe(oldest.id);
  });

  it("answers 404 for an unknown version, a malformed id and another university's version", async () => {
    const admin = await as(server, 'admin');
    const defaultVersion = (await readBranding(admin, 'univ-default')).versions[0]!.id;
    const before = await storedState(server, NORTHBRIDGE);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-version', defaultVersion]) {
      const response = await admin.call(
        'POST',
        `${brandingPath(NORTHBRIDGE)}/versions/${id}/restore`,
      );
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe(brandingMessages.versionNotFound);
    }
    expect(await storedState(server, NORTHBRIDGE)).toEqual(before);
  });
});
