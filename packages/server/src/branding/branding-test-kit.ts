import { brandingResponseSchema, deploymentConfigSchema } from '@lp/contract/api';
import { expect } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { Visitor, type TestServer } from '../testing/test-server';

/** What the branding tests share: sign-ins, a university's own administrator, calls. */

export const NORTHBRIDGE = 'univ-northbridge';
export const NORTHBRIDGE_HOST = 'northbridge.example.edu';
export const NORTHBRIDGE_ADMIN = 'nora.admin@northbridge.example.edu';

/** Settings the editor could send: every field valid. */
export const sunsetOrange = {
  productName: 'Northbridge Learn',
  primaryColor: '#EA580C',
  secondaryColor: '#FB923C',
  accentColor: '#7C2D12',
  fontFamily: 'Merriweather',
  logoUrl: '',
};

export const brandingPath = (universityId: string) =>
  `/api/v1/universities/${universityId}/branding`;

export async function signedIn(server: TestServer, email: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  const response = await visitor.signIn(email, DEMO_PASSWORD);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return visitor;
}

/** A demo account by role (the demo university_admin administers the deployment's own). */
export const as = (server: TestServer, role: string) => signedIn(server, `${role}@demo.edu`);

/** A university_admin of Northbridge, with the demo accounts' password. */
export async function addNorthbridgeAdmin(server: TestServer): Promise<void> {
  const { db } = server.app;
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'university_admin@demo.edu')
    .executeTakeFirstOrThrow();
  await insertUser(db, {
    universityId: NORTHBRIDGE,
    email: NORTHBRIDGE_ADMIN,
    passwordHash: password_hash,
    firstName: 'Nora',
    lastName: 'Northbridge',
    roles: ['university_admin'],
    verifiedAt: new Date(),
    createdAt: new Date(),
  });
}

/** A multipart body with one file in the field "logo" (or another), as a browser sends it. */
export function logoForm(bytes: Uint8Array, name: string, type: string, field = 'logo'): FormData {
  const form = new FormData();
  // A copy on its own ArrayBuffer: Blob takes no view of a shared one.
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export async function readBranding(visitor: Visitor, universityId: string) {
  const response = await visitor.call('GET', brandingPath(universityId));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return brandingResponseSchema.parse(response.body.data);
}

/** The /config.json a page of the university on this host gets. */
export async function configAt(server: TestServer, host: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/config.json',
    headers: { host },
  });
  expect(response.statusCode).toBe(200);
  return deploymentConfigSchema.parse(response.json());
}

/** The stored branding row and the number of versions of a university, straight from the database. */
export async function storedState(server: TestServer, universityId: string) {
  const { db } = server.app;
  const row = await db
    .selectFrom('universities')
    .select(['branding', 'brand_id', 'updated_at'])
    .where('id', '=', universityId)
    .executeTakeFirstOrThrow();
  const versions = await db
    .selectFrom('branding_versions')
    .select('id')
    .where('university_id', '=', universityId)
    .execute();
  return { ...row, versions: versions.length };
}
