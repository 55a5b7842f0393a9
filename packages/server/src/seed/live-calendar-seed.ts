import { createHash } from 'node:crypto';
import { sampleCalendarEvents } from '@lp/contract';
import { calendarEventInputSchema } from '@lp/contract/api';
import type { Db } from '../db/database';
import { columnsOf } from '../calendar/calendar-repository';
import { DEMO_LEARNER_EMAIL } from './learning-seed';

/**
 * The live stream the demo starts with: a Vimeo event embed (spec 2 §2.4, the sample live
 * event). No welcome video is seeded: the dialog then says 'Welcome message video will
 * appear here' until an admin saves one.
 */
export const SEEDED_LIVE_STREAM_URL = 'https://vimeo.com/event/123456/embed';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Midnight UTC of the Monday of the week holding `time`. */
function mondayOf(time: number): number {
  const day = new Date(time);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * DAY_MS;
}

/**
 * The sample events (the week of 14 July 2025) moved by whole weeks into the week of `now`
 * (weeks from Monday, UTC): same weekday, same time of day, so the demo calendar shows this
 * week's events rather than 2025's.
 */
export function calendarSamplesAsOf(now: Date) {
  const first = Math.min(...sampleCalendarEvents.map((event) => Date.parse(event.startTime)));
  const shift = Math.round((mondayOf(now.getTime()) - mondayOf(first)) / WEEK_MS) * WEEK_MS;
  const moved = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
  return sampleCalendarEvents.map((event) => ({
    ...event,
    startTime: moved(event.startTime),
    endTime: moved(event.endTime),
  }));
}

/** A stable uuid per (user, sample), so two processes seeding at once insert each event once. */
function seededEventId(userId: string, sampleId: string): string {
  const hex = createHash('sha256').update(`calendar-seed:${userId}:${sampleId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Seeds the live stream address and the demo student's calendar (issue 15), idempotently:
 * a saved address is kept, and a student who already has any event (seeded earlier, or
 * their own) gets nothing more, so restarting next week neither duplicates nor moves them.
 */
export async function seedLiveAndCalendar(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('video_settings')
    .values({ kind: 'live', url: SEEDED_LIVE_STREAM_URL, updated_at: now, updated_by: null })
    .onConflict((conflict) => conflict.column('kind').doNothing())
    .execute();

  const learner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_LEARNER_EMAIL)
    .executeTakeFirst();
  if (!learner) return;
  const existing = await db
    .selectFrom('calendar_events')
    .select('id')
    .where('user_id', '=', learner.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  for (const sample of calendarSamplesAsOf(now)) {
    // Through the contract's input schema, like an event a user creates.
    const { id: sampleId, ...body } = sample;
    const fields = calendarEventInputSchema.parse(body);
    await db
      .insertInto('calendar_events')
      .values({
        id: seededEventId(learner.id, sampleId),
        user_id: learner.id,
        ...columnsOf(fields),
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
