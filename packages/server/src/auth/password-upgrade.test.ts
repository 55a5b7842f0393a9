import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { createPasswordHasher } from '../security/password';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

// Issue 37, item 9: new hashes are Argon2id; an scrypt hash is replaced at the next sign-in
// with the right password, and only then.

const EMAIL = 'student@demo.edu';
let server: TestServer;

beforeAll(async () => {
  // The production hasher (Argon2id at OWASP's setting), not the tests' cheap scrypt.
  server = await startTestServer({ unsafeTestPasswordHasher: createPasswordHasher() });
});
afterAll(() => server.app.close());

async function storedHash(): Promise<string> {
  const row = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', EMAIL)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

async function giveOldScryptHash(): Promise<string> {
  const old = await createPasswordHasher(2 ** 10).hash(DEMO_PASSWORD);
  await server.app.db
    .updateTable('users')
    .set({ password_hash: old })
    .where('email', '=', EMAIL)
    .execute();
  return old;
}

describe('rehashing old password hashes at sign-in', () => {
  it('seeds and hashes new passwords with Argon2id', async () => {
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('replaces an scrypt hash with Argon2id after a sign-in with the right password', async () => {
    const old = await giveOldScryptHash();
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$/);
    const first = await new Visitor(server.baseUrl).signIn(EMAIL, DEMO_PASSWORD);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The new hash verifies, and is not replaced again.
    const second = await new Visitor(server.baseUrl).signIn(EMAIL, DEMO_PASSWORD);
    expect(second.status).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

  it('leaves the scrypt hash alone after a wrong password', async () => {
    const old = await giveOldScryptHash();
    const wrong = await new Visitor(server.baseUrl).signIn(EMAIL, 'Not-the-password-7');
    expect(wrong.status).toBe(401);
    expect(await storedHash()).toBe(old);
  });
});
