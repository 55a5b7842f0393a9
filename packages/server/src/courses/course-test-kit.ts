import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { Visitor, type TestServer } from '../testing/test-server';

export const ROLES = ['student', 'teacher', 'admin', 'superuser', 'university_admin'] as const;
export type Role = (typeof ROLES)[number];

/** The sample universities' own seeded courses (seed/university-courses-seed.ts). */
export const NORTHBRIDGE = 'univ-northbridge';
export const LAKESIDE = 'univ-lakeside';
export const NORTHBRIDGE_COURSE = 'northbridge-marine-ecology';
export const LAKESIDE_COURSE = 'lakeside-freshwater-systems';
/** One of the default university's sample courses, as the demo accounts see them. */
export const DEFAULT_COURSE = 'course-8';

/**
 * Test accounts of every role in the given universities (`role@<slug>.test`), with the demo
 * password; the demo accounts (`role@demo.edu`) are the default university's.
 */
export async function addAccounts(server: TestServer, universities: Record<string, string>) {
  const { password_hash } = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  for (const [slug, universityId] of Object.entries(universities)) {
    for (const role of ROLES) {
      await insertUser(server.app.db, {
        universityId,
        email: `${role}@${slug}.test`,
        passwordHash: password_hash,
        firstName: role,
        lastName: slug,
        roles: [role],
        verifiedAt: new Date(),
        createdAt: new Date(),
      });
    }
  }
}

/** A visitor signed in as `email`; fails the test when sign-in does not work. */
export async function signedIn(server: TestServer, email: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  const response = await visitor.signIn(email, DEMO_PASSWORD);
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return visitor;
}
