import { SOURCE_LOCALE } from '@lp/locales';
import type { Db } from '../db/database';

/**
 * The language an e-mail is written in (issue 34): the one the person chose (`users.locale`),
 * else their university's default; English when neither is known.
 */
export async function localeOfUser(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .leftJoin('universities', 'universities.id', 'users.university_id')
    .select(['users.locale as locale', 'universities.default_locale as universityLocale'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row?.locale ?? row?.universityLocale ?? SOURCE_LOCALE;
}

/** A university's default language: a new registration's, before the person has an account. */
export async function localeOfUniversity(db: Db, universityId: string): Promise<string> {
  const row = await db
    .selectFrom('universities')
    .select('default_locale')
    .where('id', '=', universityId)
    .executeTakeFirst();
  return row?.default_locale ?? SOURCE_LOCALE;
}

/** The language of the account with this address (a list of recipients holds addresses). */
export async function localeOfAddress(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row ? localeOfUser(db, row.id) : SOURCE_LOCALE;
}
