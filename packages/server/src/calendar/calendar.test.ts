import { calendarEventTypes, sampleCalendarEvents } from '@lp/contract';
import {
  CALENDAR_RANGE_MAX_DAYS,
  calendarEventListSchema,
  calendarEventResponseSchema,
  type CalendarEventInput,
} from '@lp/contract/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { calendarSamplesAsOf, seedLiveAndCalendar } from '../seed/live-calendar-seed';
import {
  lastLinkTo,
  startTestServer,
  tokenOf,
  Visitor,
  type TestServer,
} from '../testing/test-server';
import { CALENDAR_EVENTS_PER_USER } from './calendar-repository';

const EVENTS = '/api/v1/calendar/events';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let student: Visitor;
/** A second learner, registered through the API. */
let other: Visitor;

async function signedIn(account: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${account}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

async function registered(email: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  const account = { email, password: 'Secret-pass-1', firstName: 'Second', lastName: 'Learner' };
  expect((await visitor.call('POST', '/api/v1/auth/register', { json: account })).status).toBe(201);
  await server.app.backgroundIdle();
  const link = await lastLinkTo(server.baseUrl, email, 'EMAIL_VERIFICATION');
  await visitor.call('POST', '/api/v1/auth/verify-email', { json: { token: tokenOf(link) } });
  expect((await visitor.signIn(email, account.password)).status).toBe(200);
  return visitor;
}

beforeAll(async () => {
  server = await startTestServer();
  student = await signedIn('student');
  other = await registered('second-learner@uni.edu');
});
afterAll(() => server.app.close());

const range = (from: string, to: string) =>
  `${EVENTS}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
/** A range wide enough for every event these tests create (2026). */
const YEAR = range('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');

async function list(visitor: Visitor, path = YEAR) {
  const response = await visitor.call('GET', path);
  expect(response.status).toBe(200);
  return calendarEventListSchema.parse(response.body.data);
}

function event(overrides: Partial<CalendarEventInput> = {}): CalendarEventInput {
  return {
    title: 'Office hours',
    startTime: '2026-02-10T10:00:00Z',
    endTime: '2026-02-10T11:00:00Z',
    type: 'meeting',
    priority: 'medium',
    ...overrides,
  };
}

async function create(visitor: Visitor, body: CalendarEventInput) {
  const response = await visitor.call('POST', EVENTS, { json: body });
  expect(response.status).toBe(201);
  return calendarEventResponseSchema.parse(response.body.data);
}

describe('the seeded calendar', () => {
  it("gives the demo student the sample events, moved to the seeding day's week", async () => {
    // The test clock starts on Monday 5 January 2026, 09:00 UTC.
    const events = await list(student, range('2026-01-05T00:00:00Z', '2026-01-12T00:00:00Z'));
    expect(events.map((e) => e.title)).toEqual(sampleCalendarEvents.map((e) => e.title));
    expect(events[0]?.startTime).toBe('2026-01-05T14:00:00.000Z');
    for (const [index, sample] of sampleCalendarEvents.entries()) {
      const seeded = events[index];
      const { id: _sampleId, startTime, endTime, ...fields } = sample;
      expect(seeded).toMatchObject(fields);
      expect(seeded?.id).toMatch(UUID);
      const shift = Date.parse(seeded?.startTime ?? '') - Date.parse(startTime);
      expect(shift % WEEK_MS).toBe(0);
      expect(Date.parse(seeded?.endTime ?? '') - Date.parse(endTime)).toBe(shift);
    }
  });

  it('moves the samples by whole weeks, so Monday of their week is Monday of the given one', () => {
    for (const [now, monday] of [
      ['2026-03-08T23:30:00Z', '2026-03-02'], // a Sunday night
      ['2026-03-09T00:00:00Z', '2026-03-09'], // the Monday after
      ['2025-07-16T12:00:00Z', '2025-07-14'], // the samples' own week
      ['2024-12-31T08:00:00Z', '2024-12-30'], // before the samples, across a year end
    ] as const) {
      const moved = calendarSamplesAsOf(new Date(now));
      expect(moved[0]?.startTime).toBe(`${monday}T14:00:00.000Z`);
      for (const [index, sample] of sampleCalendarEvents.entries()) {
        const shift = Date.parse(moved[index]?.startTime ?? '') - Date.parse(sample.startTime);
        expect(Math.abs(shift) % WEEK_MS).toBe(0);
        expect(new Date(moved[index]?.startTime ?? '').getUTCDay()).toBe(
          new Date(sample.startTime).getUTCDay(),
        );
      }
    }
  });

  it('seeds once: a later run, another week, adds and moves nothing', async () => {
    const before = await list(student, range('2025-01-01T00:00:00Z', '2026-02-01T00:00:00Z'));
    await seedLiveAndCalendar(server.app.db, new Date('2026-01-21T10:00:00Z'));
    const after = await list(student, range('2025-01-01T00:00:00Z', '2026-02-01T00:00:00Z'));
    expect(after).toEqual(before);
  });

  it('gives the other accounts an empty calendar', async () => {
    expect(
      await list(await signedIn('teacher'), range('2026-01-05T00:00:00Z', '2026-01-12T00:00:00Z')),
    ).toEqual([]);
    expect(await list(other, range('2026-01-05T00:00:00Z', '2026-01-12T00:00:00Z'))).toEqual([]);
  });
});

describe('calendar events of the signed-in user', () => {
  it('answers 401 without a session', async () => {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.call('GET', YEAR)).status).toBe(401);
    expect((await visitor.call('POST', EVENTS, { json: event() })).status).toBe(401);
  });

  it('needs the CSRF header to create, update and delete', async () => {
    const created = await create(student, event({ title: 'CSRF probe' }));
    for (const [method, path] of [
      ['POST', EVENTS],
      ['PUT', `${EVENTS}/${created.id}`],
      ['DELETE', `${EVENTS}/${created.id}`],
    ] as const) {
      const response = await student.call(method, path, { json: event(), csrf: false });
      expect(response.status).toBe(403);
    }
    expect((await student.call('DELETE', `${EVENTS}/${created.id}`)).status).toBe(200);
  });

  it('creates, lists, updates and deletes an event', async () => {
    const body = event({
      title: '  Thesis review  ',
      location: 'Room 12',
      instructor: 'Dr. Sarah Chen',
      attendees: ['Alex Morgan', 'Emma Wilson'],
      description: 'Bring the draft.\nChapters 1-3.',
      color: 'primary',
      courseId: 'course-1',
      isOnline: true,
    });
    const response = await student.call('POST', EVENTS, { json: body });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Event created');
    const created = calendarEventResponseSchema.parse(response.body.data);
    expect(created).toEqual({
      ...body,
      id: expect.stringMatching(UUID),
      title: 'Thesis review',
      startTime: '2026-02-10T10:00:00.000Z',
      endTime: '2026-02-10T11:00:00.000Z',
      completed: false,
    });
    expect(await list(student, range('2026-02-10T00:00:00Z', '2026-02-11T00:00:00Z'))).toEqual([
      created,
    ]);

    const changed = event({
      title: 'Thesis review (moved)',
      startTime: '2026-02-11T09:30:00+01:00',
      endTime: '2026-02-11T10:30:00+01:00',
      type: 'study-session',
      priority: 'high',
      completed: true,
    });
    const updated = await student.call('PUT', `${EVENTS}/${created.id}`, { json: changed });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Event updated');
    // A full replacement: fields left out of the body are gone; times come back in UTC.
    expect(updated.body.data).toEqual({
      id: created.id,
      title: 'Thesis review (moved)',
      startTime: '2026-02-11T08:30:00.000Z',
      endTime: '2026-02-11T09:30:00.000Z',
      type: 'study-session',
      priority: 'high',
      isOnline: false,
      completed: true,
    });
    expect(await list(student, range('2026-02-10T00:00:00Z', '2026-02-12T00:00:00Z'))).toEqual([
      updated.body.data,
    ]);

    const deleted = await student.call('DELETE', `${EVENTS}/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      data: { id: created.id },
      message: 'Event deleted',
      error: null,
      code: 'api-calendar.eventDeleted',
    });
    expect(await list(student, range('2026-02-10T00:00:00Z', '2026-02-12T00:00:00Z'))).toEqual([]);
    const again = await student.call('DELETE', `${EVENTS}/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Event not found');
  });

  it('keeps events of every role to their owner (a teacher has a calendar too)', async () => {
    const teacher = await signedIn('teacher');
    const mine = await create(teacher, event({ title: 'Grading block' }));
    expect((await list(teacher)).map((e) => e.id)).toContain(mine.id);
    expect((await list(student)).map((e) => e.id)).not.toContain(mine.id);
    expect((await teacher.call('DELETE', `${EVENTS}/${mine.id}`)).status).toBe(200);
  });
});

describe("another user's events", () => {
  it('can be neither listed, updated nor deleted: 404, as for an unknown id', async () => {
    const secret = await create(student, event({ title: 'Private appointment' }));
    const own = await create(other, event({ title: 'My own study time', type: 'study-session' }));

    expect((await list(other)).map((e) => e.title)).toEqual(['My own study time']);
    expect((await list(student)).map((e) => e.id)).not.toContain(own.id);

    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [secret.id, unknown]) {
      const update = await other.call('PUT', `${EVENTS}/${id}`, {
        json: event({ title: 'Mine now' }),
      });
      expect(update.status).toBe(404);
      expect(update.body).toMatchObject({
        data: null,
        message: 'Event not found',
        error: 'Not Found',
      });
      const remove = await other.call('DELETE', `${EVENTS}/${id}`);
      expect(remove.status).toBe(404);
      expect(remove.body).toEqual(update.body);
    }
    // The student's event is untouched.
    expect((await list(student)).find((e) => e.id === secret.id)).toEqual(secret);
    expect((await student.call('DELETE', `${EVENTS}/${secret.id}`)).status).toBe(200);
    expect((await other.call('DELETE', `${EVENTS}/${own.id}`)).status).toBe(200);
  });

  it('answers 404 for a malformed id, as for an unknown one', async () => {
    for (const id of ['not-a-uuid', '123', `${'a'.repeat(36)}`, 'event-1', '%20']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await student.call(method, `${EVENTS}/${id}`, { json: event() });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Event not found');
      }
    }
  });

  it('accepts its own id in capitals', async () => {
    const created = await create(student, event({ title: 'Case probe' }));
    const response = await student.call('DELETE', `${EVENTS}/${created.id.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: created.id });
  });
});

describe('GET /calendar/events?from=&to=', () => {
  it('lists the events overlapping [from, to), by start', async () => {
    const visitor = await registered('range-learner@uni.edu');
    const at = (day: number, hour: number) =>
      `2026-04-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
    const made = {
      endsAtFrom: await create(
        visitor,
        event({ title: 'ends at from', startTime: at(1, 8), endTime: at(1, 10) }),
      ),
      overlapsFrom: await create(
        visitor,
        event({ title: 'overlaps from', startTime: at(1, 9), endTime: at(1, 11) }),
      ),
      inside: await create(
        visitor,
        event({ title: 'inside', startTime: at(2, 12), endTime: at(2, 13) }),
      ),
      early: await create(
        visitor,
        event({ title: 'inside, earlier', startTime: at(2, 9), endTime: at(2, 10) }),
      ),
      spans: await create(
        visitor,
        event({ title: 'spans it', startTime: at(1, 0), endTime: at(5, 0) }),
      ),
      overlapsTo: await create(
        visitor,
        event({ title: 'overlaps to', startTime: at(2, 23), endTime: at(3, 1) }),
      ),
      startsAtTo: await create(
        visitor,
        event({ title: 'starts at to', startTime: at(3, 0), endTime: at(3, 2) }),
      ),
    };
    const events = await list(visitor, range(at(1, 10), at(3, 0)));
    expect(events.map((e) => e.title)).toEqual([
      'spans it',
      'overlaps from',
      'inside, earlier',
      'inside',
      'overlaps to',
    ]);
    expect(events.map((e) => e.id)).not.toContain(made.endsAtFrom.id);
    expect(events.map((e) => e.id)).not.toContain(made.startsAtTo.id);
    // Offsets are instants: the same range written in another zone gives the same answer.
    expect(
      await list(visitor, range('2026-04-01T12:00:00+02:00', '2026-04-02T19:00:00-05:00')),
    ).toEqual(events);
  });

  it.each([
    ['no range', EVENTS, 'from: Invalid input: expected string, received undefined'],
    [
      'no to',
      `${EVENTS}?from=2026-01-01T00:00:00Z`,
      'to: Invalid input: expected string, received undefined',
    ],
    ['a date without time', range('2026-01-01', '2026-02-01'), 'from: Invalid ISO datetime'],
    ['not a date', range('yesterday', '2026-02-01T00:00:00Z'), 'from: Invalid ISO datetime'],
    [
      'to before from',
      range('2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z'),
      'to must be after from',
    ],
    [
      'an empty range',
      range('2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      'to must be after from',
    ],
    [
      'a range past the limit',
      range('2026-01-01T00:00:00Z', '2027-03-01T00:00:00Z'),
      `The range may span at most ${CALENDAR_RANGE_MAX_DAYS} days`,
    ],
    [
      'a parameter given twice',
      `${range('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')}&to=2026-03-01T00:00:00Z`,
      'Query parameter "to" must be given once.',
    ],
  ])('refuses %s (400)', async (_, path, message) => {
    const response = await student.call('GET', path);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ data: null, message, error: 'Bad Request' });
  });
});

describe('event validation', () => {
  it.each<[string, unknown, string]>([
    [
      'the end before the start',
      event({ endTime: '2026-02-10T09:00:00Z' }),
      'The end must be after the start',
    ],
    [
      'the end at the start',
      event({ endTime: '2026-02-10T10:00:00Z' }),
      'The end must be after the start',
    ],
    [
      'an unknown type',
      event({ type: 'party' as never }),
      `type must be one of ${calendarEventTypes.join(', ')}`,
    ],
    [
      'an unknown priority',
      event({ priority: 'urgent' as never }),
      'priority must be one of high, medium, low',
    ],
    ['a missing title', event({ title: '   ' }), 'Title is required'],
    [
      'an overlong title',
      event({ title: 'x'.repeat(201) }),
      'Title must be at most 200 characters',
    ],
    [
      'a line break in the title',
      event({ title: 'Two\nlines' }),
      'Title must not contain control characters',
    ],
    [
      'a NUL in the title',
      event({ title: 'Nul\u0000' }),
      'Title must not contain control characters',
    ],
    [
      'a control character in the location',
      event({ location: 'Room\u0007' }),
      'Location must not contain control characters',
    ],
    [
      'a control character in an attendee',
      event({ attendees: ['Ann\u001b[31m'] }),
      'Attendee must not contain control characters',
    ],
    [
      'a control character in the description',
      event({ description: 'Bell\u0007' }),
      'Description must not contain control characters',
    ],
    [
      'an overlong description',
      event({ description: 'x'.repeat(5_001) }),
      'Description must be at most 5000 characters',
    ],
    [
      'too many attendees',
      event({ attendees: Array.from({ length: 101 }, (_, i) => `A${i}`) }),
      'At most 100 attendees',
    ],
    [
      'a raw colour',
      event({ color: '#ff0000' }),
      'color must be a colour role name such as primary',
    ],
    [
      'a time without offset',
      event({ startTime: '2026-02-10T10:00:00' }),
      'startTime: Invalid ISO datetime',
    ],
    [
      'a control character in the course id',
      event({ courseId: 'course\u0000' }),
      'courseId must not contain control characters.',
    ],
    ['an array body', [event()], 'Request body must be a JSON object'],
  ])('refuses %s with its message', async (_, body, message) => {
    const created = await create(student, event({ title: 'Validation target' }));
    const post = await student.call('POST', EVENTS, { json: body });
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({ data: null, message, error: 'Bad Request' });
    const put = await student.call('PUT', `${EVENTS}/${created.id}`, { json: body });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe(message);
    // Nothing was stored or changed.
    expect(
      (await list(student)).filter(
        (e) => e.title !== 'Validation target' && e.startTime.startsWith('2026-02-10'),
      ),
    ).toEqual([]);
    expect((await list(student)).find((e) => e.id === created.id)).toEqual(created);
    expect((await student.call('DELETE', `${EVENTS}/${created.id}`)).status).toBe(200);
  });
});

describe('the per-user limit', () => {
  it(`stops at ${CALENDAR_EVENTS_PER_USER} events per user, with a message`, async () => {
    const visitor = await registered('busy-learner@uni.edu');
    const user = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'busy-learner@uni.edu')
      .executeTakeFirstOrThrow();
    await sql`
      insert into calendar_events
        (id, user_id, title, start_time, end_time, type, priority, is_online, completed, created_at, updated_at)
      select gen_random_uuid(), ${user.id}, 'Filler ' || n,
        timestamptz '2030-01-01T00:00:00Z' + n * interval '1 hour',
        timestamptz '2030-01-01T00:30:00Z' + n * interval '1 hour',
        'class', 'low', false, false, now(), now()
      from generate_series(1, ${CALENDAR_EVENTS_PER_USER - 1}) as n
    `.execute(server.app.db);

    const last = await create(visitor, event({ title: 'The last one' }));
    const refused = await visitor.call('POST', EVENTS, { json: event({ title: 'One too many' }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      data: null,
      message: 'You have reached the limit of 5000 events.',
      error: 'Bad Request',
    });
    // Updating stays possible at the limit; deleting one makes room again.
    const update = await visitor.call('PUT', `${EVENTS}/${last.id}`, {
      json: event({ title: 'Renamed' }),
    });
    expect(update.status).toBe(200);
    expect((await visitor.call('DELETE', `${EVENTS}/${last.id}`)).status).toBe(200);
    await create(visitor, event({ title: 'Room again' }));
    // Others are not limited by this user's calendar.
    await create(other, event({ title: 'Unaffected' }));
  });
});
