import type { NotificationKind } from '@lp/contract/api';
import type { Db } from '../db/database';

const COLUMN = {
  courseAnnouncements: 'notify_course_announcements',
  liveEventReminders: 'notify_live_event_reminders',
  messages: 'notify_messages',
} as const satisfies Record<NotificationKind, string>;

/**
 * The addresses that want e-mails of this kind (issue 35): all of them but those of accounts
 * that turned it off in Settings. An address with no account is kept (a faculty contact).
 */
export async function addressesWanting(
  db: Db,
  addresses: readonly string[],
  kind: NotificationKind,
): Promise<string[]> {
  if (addresses.length === 0) return [];
  const lower = addresses.map((address) => address.toLowerCase());
  const declined = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'in', lower)
    .where(COLUMN[kind], '=', false)
    .execute();
  const refused = new Set(declined.map((row) => row.email));
  return addresses.filter((address) => !refused.has(address.toLowerCase()));
}
