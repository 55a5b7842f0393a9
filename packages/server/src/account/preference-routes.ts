import {
  accountMessages,
  updatePreferencesRequestSchema,
  type AccountPreferences,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { NO_PASSWORD } from '../auth/oidc/provision-account';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { ApiError, sendData } from '../http/envelope';
import { universityLanguages } from '../tenancy/university-languages';
import { parseWith } from '../http/validate';
import { API, OWN_ACCOUNT, ownSession } from './account-kit';

/** The languages a university offers (its config's), for checking a person's choice. */
async function offeredLocalesOf(db: Db, universityId: string): Promise<string[]> {
  const university = await db
    .selectFrom('universities')
    .select(['default_locale', 'locales'])
    .where('id', '=', universityId)
    .executeTakeFirst();
  return university ? universityLanguages(university).offered : ['en'];
}

/** A user's preferences as the API describes them. */
export async function preferencesOf(db: Db, userId: string): Promise<AccountPreferences> {
  const row = await db
    .selectFrom('users')
    .select([
      'color_mode',
      'notify_course_announcements',
      'notify_live_event_reminders',
      'notify_messages',
      'password_hash',
      'locale',
      'university_id',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const offered = await offeredLocalesOf(db, row.university_id);
  const mode = row.color_mode;
  return {
    colorMode: mode === 'light' || mode === 'dark' ? mode : 'system',
    notifications: {
      courseAnnouncements: row.notify_course_announcements,
      liveEventReminders: row.notify_live_event_reminders,
      messages: row.notify_messages,
    },
    signsInLocally: row.password_hash !== NO_PASSWORD,
    locale: row.locale && offered.includes(row.locale) ? row.locale : null,
    locales: offered,
  };
}

/**
 * Appearance and Notifications of the settings (issue 35). The colour mode is stored here so
 * the server draws the person's pages in it on every device, from the first frame.
 */
export function registerPreferenceRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get(`${API}/account/preferences`, OWN_ACCOUNT, async (request, reply) =>
    sendData(reply, await preferencesOf(db, ownSession(request).user.id)),
  );

  app.put(`${API}/account/preferences`, OWN_ACCOUNT, async (request, reply) => {
    const { user } = ownSession(request);
    const body = parseWith(updatePreferencesRequestSchema, request.body);
    const notifications = body.notifications ?? {};
    // Only a language the person's university offers: the page could not be drawn in another.
    if (body.locale !== undefined) {
      const offered = await offeredLocalesOf(db, ownSession(request).universityId);
      if (!offered.includes(body.locale))
        throw new ApiError(400, accountMessages.localeNotOffered(offered.join(', ')));
    }
    const changes = {
      ...(body.locale ? { locale: body.locale } : {}),
      ...(body.colorMode ? { color_mode: body.colorMode } : {}),
      ...(notifications.courseAnnouncements === undefined
        ? {}
        : { notify_course_announcements: notifications.courseAnnouncements }),
      ...(notifications.liveEventReminders === undefined
        ? {}
        : { notify_live_event_reminders: notifications.liveEventReminders }),
      ...(notifications.messages === undefined ? {} : { notify_messages: notifications.messages }),
    };
    if (Object.keys(changes).length > 0) {
      await db.updateTable('users').set(changes).where('id', '=', user.id).execute();
    }
    return sendData(reply, await preferencesOf(db, user.id), accountMessages.preferencesSaved);
  });
}
