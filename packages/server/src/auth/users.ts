import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  roles: string[];
  verifiedAt: Date | null;
  createdAt: Date;
  /** Default: the deployment's own university. */
  universityId?: string;
  /** Made by the demo seed (the production start checks these). Default false. */
  seeded?: boolean;
};

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Inserts unless the e-mail is taken; returns the new id, or null when it was taken. */
export async function insertUser(db: Db, user: NewUser): Promise<string | null> {
  const id = randomUUID();
  const inserted = await db
    .insertInto('users')
    .values({
      id,
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      roles: JSON.stringify(user.roles),
      email_verified_at: user.verifiedAt,
      created_at: user.createdAt,
      ...(user.universityId ? { university_id: user.universityId } : {}),
      ...(user.seeded ? { seeded: true } : {}),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Registered accounts per university (the presence socket's Total Enrolled). */
export async function countUsersByUniversity(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['university_id', sql<number>`count(*)::int`.as('count')])
    .groupBy('university_id')
    .execute();
  return new Map(rows.map((row) => [row.university_id, row.count]));
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The user as the API describes them. */
export function publicUser(user: {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  avatar?: string;
  colorMode?: string;
  locale?: string;
}) {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    // The account's own pages (issue 35): the avatar wherever initials show, and the mode the
    // server draws the pages in.
    ...(user.avatar ? { avatar: user.avatar } : {}),
    ...(user.colorMode ? { colorMode: user.colorMode } : {}),
    ...(user.locale ? { locale: user.locale } : {}),
  };
}
