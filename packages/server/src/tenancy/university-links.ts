import type { AppContext } from '../context';

/**
 * The app's address on a university's own host: the deployment's scheme and port with the
 * university's domain, so the e-mails of a university's people open its brand. A university
 * without a domain is served on the deployment's own address.
 */
export function universityAppUrl(
  context: Pick<AppContext, 'appUrl'>,
  university: { domain: string | null } | null | undefined,
): string {
  if (!university?.domain) return context.appUrl;
  const url = new URL(context.appUrl);
  url.hostname = university.domain;
  return url.origin;
}

/** The app's address on the host of the university an account belongs to. */
export async function userAppUrl(
  context: Pick<AppContext, 'appUrl' | 'db'>,
  userId: string,
): Promise<string> {
  const university = await context.db
    .selectFrom('users')
    .innerJoin('universities', 'universities.id', 'users.university_id')
    .select('universities.domain')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return universityAppUrl(context, university);
}
