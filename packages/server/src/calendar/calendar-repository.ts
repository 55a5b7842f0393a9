import { randomUUID } from 'node:crypto';
import type { CalendarEvent } from '@lp/contract';
import type { calendarEventInputSchema } from '@lp/contract/api';
import { sql, type Selectable } from 'kysely';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { CalendarEventsTable } from '../db/schema';
import { ApiError } from '../http/envelope';

/** A user's calendar holds at most so many events (a bound on storage and on every list). */
export const CALENDAR_EVENTS_PER_USER = 5_000;
export const CALENDAR_LIMIT_MESSAGE = `You have reached the limit of ${CALENDAR_EVENTS_PER_USER} events.`;

/** A checked event body (defaults applied). */
export type CalendarEventFields = z.output<typeof calendarEventInputSchema>;

type Row = Selectable<CalendarEventsTable>;

/** The contract's event from a row: optional fields left out when not stored. */
export function toCalendarEvent(row: Row): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    type: row.type as CalendarEvent['type'],
    priority: row.priority as CalendarEvent['priority'],
    ...(row.location !== null ? { location: row.location } : {}),
    ...(row.instructor !== null ? { instructor: row.instructor } : {}),
    ...(row.attendees !== null ? { attendees: row.attendees } : {}),
    ...(row.description !== null ? { description: row.description } : {}),
    isOnline: row.is_online,
    completed: row.completed,
    ...(row.color !== null ? { color: row.color } : {}),
    ...(row.course_id !== null ? { courseId: row.course_id } : {}),
  };
}

/** The columns an event body sets (everything but the id, the owner and the dates of the row). */
export function columnsOf(fields: CalendarEventFields) {
  return {
    title: fields.title,
    start_time: new Date(fields.startTime),
    end_time: new Date(fields.endTime),
    type: fields.type,
    priority: fields.priority,
    location: fields.location ?? null,
    instructor: fields.instructor ?? null,
    attendees: fields.attendees ? JSON.stringify(fields.attendees) : null,
    description: fields.description ?? null,
    is_online: fields.isOnline,
    completed: fields.completed,
    color: fields.color ?? null,
    course_id: fields.courseId ?? null,
  };
}

/**
 * The signed-in user's calendar (issue 15). Every query names the owner: an event of someone
 * else is indistinguishable from one that does not exist.
 */
export function createCalendarRepository(db: Db, now: () => Date) {
  return {
    /** The user's events overlapping [from, to), by start (then end, then id). */
    async list(userId: string, from: Date, to: Date): Promise<CalendarEvent[]> {
      const rows = await db
        .selectFrom('calendar_events')
        .selectAll()
        .where('user_id', '=', userId)
        .where('start_time', '<', to)
        .where('end_time', '>', from)
        .orderBy('start_time')
        .orderBy('end_time')
        .orderBy('id')
        .execute();
      return rows.map(toCalendarEvent);
    },

    /**
     * Creates an event with a new id; 400 once the user holds CALENDAR_EVENTS_PER_USER. The
     * user's row is locked while counting, so parallel creates cannot pass the limit together.
     */
    async create(userId: string, fields: CalendarEventFields): Promise<CalendarEvent> {
      return db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        const { count } = await trx
          .selectFrom('calendar_events')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (count >= CALENDAR_EVENTS_PER_USER) throw new ApiError(400, CALENDAR_LIMIT_MESSAGE);
        const at = now();
        const row = await trx
          .insertInto('calendar_events')
          .values({
            id: randomUUID(),
            user_id: userId,
            ...columnsOf(fields),
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toCalendarEvent(row);
      });
    },

    /** Replaces the event's fields; null when the user has no event of that id. */
    async update(
      userId: string,
      id: string,
      fields: CalendarEventFields,
    ): Promise<CalendarEvent | null> {
      const row = await db
        .updateTable('calendar_events')
        .set({ ...columnsOf(fields), updated_at: now() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row ? toCalendarEvent(row) : null;
    },

    /** Deletes the event; false when the user has no event of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const row = await db
        .deleteFrom('calendar_events')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
