import { universityMessages } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import {
  addNorthbridgeAdmin,
  as,
  brandingPath,
  logoForm,
  NORTHBRIDGE,
  NORTHBRIDGE_ADMIN,
  readBranding,
  signedIn,
  storedState,
  sunsetOrange,
} from './branding-test-kit';
import { pngBytes } from './logo-fixtures';

// Who may use the branding editor (spec 2 §6: admin, university_admin, superuser) and on which
// university: admin and superuser on every one (any status), a university_admin only on their
// own; another university answers 404 like an unknown one, as every reach-checked route does.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addNorthbridgeAdmin(server);
});
afterAll(() => server.app.close());

/** Every branding call on a university, the way the editor makes them. */
function calls(visitor: Visitor, universityId: string, versionId: string) {
  const path = brandingPath(universityId);
  return {
    read: () => visitor.call('GET', path),
    save: () => visitor.call('PUT', path, { json: sunsetOrange }),
    upload: () =>
      visitor.call('POST', `${path}/logo`, { body: logoForm(pngBytes(), 'logo.png', 'image/png') }),
    restore: () => visitor.call('POST', `${path}/versions/${versionId}/restore`),
  };
}

/** A version of the deployment's own university, saved by an admin. */
async function defaultVersionId(): Promise<string> {
  const admin = await as(server, 'admin');
  const saved = await admin.call('PUT', brandingPath(DEFAULT_UNIVERSITY_ID), {
    json: { ...sunsetOrange, productName: 'Learning Platform' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.versions[0].id;
}

describe('branding editor access', () => {
  it.each(['student', 'teacher'])('refuses %s with 403 on every call', async (role) => {
    const versionId = await defaultVersionId();
    const visitor = await as(server, role);
    const before = await storedState(server, DEFAULT_UNIVERSITY_ID);
    for (const call of Object.values(calls(visitor, DEFAULT_UNIVERSITY_ID, versionId))) {
      const response = await call();
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You do not have permission to do this.');
    }
    expect(await storedState(server, DEFAULT_UNIVERSITY_ID)).toEqual(before);
  });

  it('asks a visitor without a session to sign in (401)', async () => {
    const response = await new Visitor(server.baseUrl).call('GET', brandingPath(NORTHBRIDGE));
    expect(response.status).toBe(401);
  });

  it.each(['admin', 'superuser'])(
    'lets %s read any university, whatever its status',
    async (role) => {
      const visitor = await as(server, role);
      for (const id of [DEFAULT_UNIVERSITY_ID, NORTHBRIDGE, 'univ-westfield', 'univ-riverside']) {
        expect((await readBranding(visitor, id)).universityId).toBe(id);
      }
      const unknown = await visitor.call('GET', brandingPath('univ-nowhere'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(universityMessages.notFound);
    },
  );

  it('lets the demo university_admin read their own university and not Northbridge', async () => {
    const visitor = await as(server, 'university_admin');
    const own = await readBranding(visitor, DEFAULT_UNIVERSITY_ID);
    expect(own.universityName).toBe('Learning Platform');
    const other = await visitor.call('GET', brandingPath(NORTHBRIDGE));
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(universityMessages.notFound);
  });

  it("lets Northbridge's university_admin save and upload for Northbridge", async () => {
    const visitor = await signedIn(server, NORTHBRIDGE_ADMIN);
    const own = calls(visitor, NORTHBRIDGE, 'unused');
    expect((await readBranding(visitor, NORTHBRIDGE)).settings.productName).toBe(
      'Northbridge Learn',
    );
    const saved = await own.save();
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.versions[0].savedBy.name).toBe('Nora Northbridge');
    expect((await own.upload()).status).toBe(201);
  });

  it("keeps Northbridge's university_admin from reading, saving, uploading for or restoring another university", async () => {
    const versionId = await defaultVersionId();
    const before = await storedState(server, DEFAULT_UNIVERSITY_ID);
    const visitor = await signedIn(server, NORTHBRIDGE_ADMIN);
    for (const [name, call] of Object.entries(calls(visitor, DEFAULT_UNIVERSITY_ID, versionId))) {
      const response = await call();
      expect(response.status, name).toBe(404);
      expect(response.body.message, name).toBe(universityMessages.notFound);
    }
    expect(await storedState(server, DEFAULT_UNIVERSITY_ID)).toEqual(before);
    const logos = await server.app.db
      .selectFrom('branding_logos')
      .select('university_id')
      .where('university_id', '=', DEFAULT_UNIVERSITY_ID)
      .execute();
    expect(logos).toEqual([]);
  });
});
