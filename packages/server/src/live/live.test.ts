import {
  ALLOWED_EMBED_ORIGINS,
  PROGRAM_ID,
  sampleLiveSession,
  videoAdminMessages,
} from '@lp/contract';
import { liveSessionSchema, videoSettingsSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { SEEDED_LIVE_STREAM_URL } from '../seed/live-calendar-seed';
import { openPresence } from '../testing/presence-client';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // An account whose role is stored as the spec's capital 'ADMIN' (spec 2 §6).
  const admin = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'admin@demo.edu')
    .executeTakeFirstOrThrow();
  await insertUser(server.app.db, {
    email: 'capital-admin@demo.edu',
    passwordHash: admin.password_hash,
    firstName: 'Capital',
    lastName: 'Admin',
    roles: ['ADMIN'],
    verifiedAt: server.clock.now(),
    createdAt: server.clock.now(),
  });
});
afterAll(() => server.app.close());

async function signedIn(account: string | null): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  if (account) {
    expect((await visitor.signIn(`${account}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  }
  return visitor;
}

async function settingsAs(visitor: Visitor) {
  const response = await visitor.call('GET', '/api/v1/settings/video');
  expect(response.status).toBe(200);
  return videoSettingsSchema.parse(response.body.data);
}

function save(visitor: Visitor, kind: string, url: unknown) {
  return visitor.call('PUT', `/api/v1/settings/video/${kind}`, { json: { url } });
}

/** A valid address no other test saves, so a save is never refused as unchanged. */
let unique = 900_000;
const freshUrl = () => `https://vimeo.com/${unique++}`;

describe('GET /settings/video', () => {
  it('answers 401 without a session', async () => {
    const response = await (await signedIn(null)).call('GET', '/api/v1/settings/video');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ data: null, message: 'You need to sign in first.' });
  });

  it('gives a student the seeded live stream and no welcome video', async () => {
    expect(await settingsAs(await signedIn('student'))).toEqual({
      liveStreamUrl: SEEDED_LIVE_STREAM_URL,
      welcomeMessageUrl: null,
    });
  });
});

describe('GET /live', () => {
  it('answers 401 without a session', async () => {
    expect((await (await signedIn(null)).call('GET', '/api/v1/live')).status).toBe(401);
  });

  it('gives a student the sample live event, its program, the stream and who is watching', async () => {
    const student = await signedIn('student');
    const response = await student.call('GET', '/api/v1/live');
    expect(response.status).toBe(200);
    const session = liveSessionSchema.parse(response.body.data);
    expect(session).toEqual({
      event: sampleLiveSession,
      programId: PROGRAM_ID,
      streamUrl: (await settingsAs(student)).liveStreamUrl,
      participants: 0,
    });
    expect(session.event).toMatchObject({ date: 'July 17, 2025', duration: '2 hours' });
  });

  it('counts the users connected to the presence service as participants', async () => {
    const student = await signedIn('student');
    const teacher = await signedIn('teacher');
    const sockets = [
      openPresence(server.baseUrl, { cookie: student.cookie }),
      openPresence(server.baseUrl, { cookie: teacher.cookie }),
      // A second tab of the same user is the same participant.
      openPresence(server.baseUrl, { cookie: teacher.cookie }),
    ];
    await Promise.all(sockets.map((socket) => socket.opened));
    const live = await student.call('GET', '/api/v1/live');
    expect(live.body.data.participants).toBe(2);
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('gives no stream when none is configured', async () => {
    await server.app.db.deleteFrom('video_settings').where('kind', '=', 'live').execute();
    try {
      const live = await (await signedIn('student')).call('GET', '/api/v1/live');
      expect(live.body.data).toMatchObject({ event: sampleLiveSession, streamUrl: null });
    } finally {
      await server.app.db
        .insertInto('video_settings')
        .values({
          kind: 'live',
          url: SEEDED_LIVE_STREAM_URL,
          updated_at: server.clock.now(),
          updated_by: null,
        })
        .execute();
    }
  });
});

describe('PUT /settings/video/:kind', () => {
  it.each([
    ['student', 403],
    ['teacher', 403],
    ['university_admin', 403],
    ['admin', 200],
    ['superuser', 200],
    // Stored as 'ADMIN': the one access rule reads it as admin.
    ['capital-admin', 200],
  ])('lets %s save the live stream: %i', async (account, status) => {
    const visitor = await signedIn(account);
    const before = await settingsAs(visitor);
    const url = freshUrl();
    const response = await save(visitor, 'live', url);
    expect(response.status).toBe(status);
    if (status === 403) {
      expect(response.body).toMatchObject({
        data: null,
        message: 'You do not have permission to do this.',
      });
      expect(await settingsAs(visitor)).toEqual(before);
    } else {
      expect(response.body).toMatchObject({
        data: { liveStreamUrl: url, welcomeMessageUrl: before.welcomeMessageUrl },
        message: 'Live stream URL updated successfully!',
        error: null,
      });
    }
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    expect((await save(await signedIn(null), 'live', freshUrl())).status).toBe(401);
    const admin = await signedIn('admin');
    const response = await admin.call('PUT', '/api/v1/settings/video/live', {
      json: { url: freshUrl() },
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Invalid or missing CSRF token. Please sign in again.');
  });

  it('answers 404 for a kind that is not live or welcome', async () => {
    const admin = await signedIn('admin');
    for (const kind of ['other', 'LIVE', 'liveStreamUrl']) {
      const response = await save(admin, kind, freshUrl());
      expect(response.status).toBe(404);
    }
  });

  it("saves the welcome video with the spec's message; a student then reads it", async () => {
    const admin = await signedIn('admin');
    const url = 'https://vimeo.com/event/7654321/embed';
    const response = await save(admin, 'welcome', url);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(videoAdminMessages.welcomeSaved);
    expect(response.body.data.welcomeMessageUrl).toBe(url);
    expect((await settingsAs(await signedIn('student'))).welcomeMessageUrl).toBe(url);
  });

  it('shows a student the new stream on /live once an admin saved it, and records who', async () => {
    const admin = await signedIn('superuser');
    const url = freshUrl();
    expect((await save(admin, 'live', url)).status).toBe(200);
    const live = await (await signedIn('student')).call('GET', '/api/v1/live');
    expect(live.body.data.streamUrl).toBe(url);
    const row = await server.app.db
      .selectFrom('video_settings')
      .innerJoin('users', 'users.id', 'video_settings.updated_by')
      .select(['users.email', 'video_settings.updated_at'])
      .where('kind', '=', 'live')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'superuser@demo.edu', updated_at: server.clock.now() });
  });

  it("refuses the current address with the spec's 'No changes detected' message", async () => {
    const admin = await signedIn('admin');
    const current = (await settingsAs(admin)).liveStreamUrl;
    const response = await save(admin, 'live', current);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      data: null,
      message: videoAdminMessages.unchanged,
      error: 'Bad Request',
    });
    // Surrounding spaces do not make it a change.
    expect((await save(admin, 'live', `  ${current}\n`)).body.message).toBe(
      videoAdminMessages.unchanged,
    );
  });

  // Anything that is not https on vimeo.com in one of the spec's shapes.
  const refused: [string, unknown][] = [
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript: after spaces', '  javascript:alert(1)'],
    ['javascript: with a vimeo-like comment', 'javascript://vimeo.com/123456%0Aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox("x")'],
    ['file:', 'file:///etc/passwd'],
    ['http:', 'http://vimeo.com/123456'],
    ['protocol-relative', '//vimeo.com/123456'],
    ['no scheme', 'vimeo.com/123456'],
    ['upper-case scheme', 'HTTPS://vimeo.com/123456'],
    ['look-alike suffix host', 'https://vimeo.com.evil.com/123456'],
    ['look-alike prefix host', 'https://evilvimeo.com/123456'],
    ['credentials before the host', 'https://vimeo.com@evil.com/123456'],
    ['vimeo.com in the path', 'https://evil.com/vimeo.com/123456'],
    ['vimeo.com in the query', 'https://evil.com/?u=https://vimeo.com/123456'],
    ['a port', 'https://vimeo.com:8443/123456'],
    ['a subdomain other than www', 'https://player.vimeo.com/video/123456'],
    ['another subdomain', 'https://evil.vimeo.com/123456'],
    ['backslashes', 'https:\\\\vimeo.com\\123456'],
    ['a fragment', 'https://vimeo.com/123456#x'],
    ['letters as the id', 'https://vimeo.com/abc'],
    ['an event without embed', 'https://vimeo.com/event/123456'],
    ['YouTube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a newline-injected script', 'https://vimeo.com/123456\njavascript:alert(1)'],
    ['a CRLF-injected header', 'https://vimeo.com/123456?h=abc\r\nSet-Cookie: x=1'],
    ['a space inside', 'https://vimeo.com/123 456'],
    ['a tab in the host', 'https://vim\teo.com/123456'],
    ['a NUL in the query', 'https://vimeo.com/123456?h=a\u0000b'],
    ['a control character in the query', 'https://vimeo.com/123456?h=a\u0001b'],
    ['a DEL in the query', 'https://vimeo.com/123456?h=a\u007fb'],
    ['a line separator in the query', 'https://vimeo.com/123456?h=a\u2028b'],
    ['an overlong address', `https://vimeo.com/123456?h=${'a'.repeat(2_100)}`],
    ['an empty string', ''],
    ['spaces only', '   '],
    ['a number', 123456],
    ['null', null],
    ['an object', { href: 'https://vimeo.com/123456' }],
  ];

  it.each(refused)("refuses %s with the spec's message and keeps the address", async (_, url) => {
    const admin = await signedIn('admin');
    const before = await settingsAs(admin);
    for (const kind of ['live', 'welcome']) {
      const response = await save(admin, kind, url);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        data: null,
        message: videoAdminMessages.invalidUrl,
        error: 'Bad Request',
      });
    }
    expect(await settingsAs(admin)).toEqual(before);
  });

  it("refuses a body without url with the spec's message", async () => {
    const admin = await signedIn('admin');
    const response = await admin.call('PUT', '/api/v1/settings/video/live', { json: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(videoAdminMessages.invalidUrl);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.vimeo.com/123456?h=abc',
    'https://vimeo.com/event/123456/embed',
    'https://vimeo.com/video/123456',
    'https://www.vimeo.com/event/987654/embed',
  ])('accepts %s', async (url) => {
    const admin = await signedIn('admin');
    const response = await save(admin, 'live', url);
    expect(response.status).toBe(200);
    expect(response.body.data.liveStreamUrl).toBe(url);
  });

  it('stores the address trimmed', async () => {
    const admin = await signedIn('admin');
    const url = freshUrl();
    const response = await save(admin, 'live', `  ${url}\n`);
    expect(response.status).toBe(200);
    expect((await settingsAs(admin)).liveStreamUrl).toBe(url);
  });
});

describe('Content-Security-Policy', () => {
  it('lets the app frame only the allowed video origins, whatever address is saved', async () => {
    const admin = await signedIn('admin');
    const saved = await save(admin, 'live', freshUrl());
    for (const response of [saved, await admin.call('GET', '/api/v1/live')]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      const frameSrc = csp
        .split(';')
        .map((directive) => directive.trim())
        .filter((directive) => directive.startsWith('frame-src '));
      expect(frameSrc).toEqual([`frame-src ${ALLOWED_EMBED_ORIGINS.join(' ')}`]);
      expect(csp).toContain("frame-ancestors 'none'");
    }
    expect(ALLOWED_EMBED_ORIGINS.every((origin) => origin.startsWith('https://'))).toBe(true);
  });
});
