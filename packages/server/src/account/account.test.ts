import {
  AVATAR_MAX_BYTES,
  accountExportSchema,
  accountMessages,
  accountPreferencesSchema,
  accountProfileSchema,
  accountSessionListSchema,
  avatarUploadResponseSchema,
} from '@lp/contract/api';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PASSWORD } from '../auth/oidc/provision-account';
import { insertUser } from '../auth/users';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from '../branding/logo-fixtures';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { openPresence } from '../testing/presence-client';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

// The learner's own pages (issue 35): every endpoint acts on the session's own account, for
// every role; avatars are per university; devices sign out with their sockets.

const NORTHBRIDGE = 'univ-northbridge';
const ROLES = ['student', 'teacher', 'admin', 'superuser', 'university_admin', 'ADMIN'] as const;

let server: TestServer;
let passwordHash: string;

beforeAll(async () => {
  server = await startTestServer();
  const row = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  passwordHash = row.password_hash;
  // The spec's capital 'ADMIN' (spec 2 §6), and a student of another university.
  await addUser('capital.admin@demo.edu', ['ADMIN']);
  await addUser('north.student@northbridge.example.edu', ['student'], NORTHBRIDGE);
});
afterAll(() => server.app.close());

async function addUser(email: string, roles: string[], universityId?: string) {
  await insertUser(server.app.db, {
    email,
    passwordHash,
    firstName: 'Test',
    lastName: 'Person',
    roles,
    verifiedAt: server.clock.now(),
    createdAt: server.clock.now(),
    ...(universityId ? { universityId } : {}),
  });
}

const emailOf = (role: (typeof ROLES)[number]) =>
  role === 'ADMIN' ? 'capital.admin@demo.edu' : `${role}@demo.edu`;

async function signIn(email: string, userAgent?: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  const headers: Record<string, string> = userAgent ? { 'user-agent': userAgent } : {};
  const response = await visitor.call('POST', '/api/v1/auth/login', {
    json: { email, password: DEMO_PASSWORD },
    headers,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  visitor.csrfToken = response.body.data.csrfToken;
  return visitor;
}

function avatarForm(bytes: Uint8Array, name: string, type: string, field = 'avatar'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('GET /account/profile', () => {
  it.each(ROLES)('gives %s their own profile', async (role) => {
    const visitor = await signIn(emailOf(role));
    const response = await visitor.call('GET', '/api/v1/account/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const profile = accountProfileSchema.parse(response.body.data);
    expect(profile.email).toBe(emailOf(role).toLowerCase());
    expect(profile.avatarUrl).toBeNull();
    expect(profile.universityName).not.toBe('');
  });

  it('refuses a signed-out visitor (401)', async () => {
    const response = await new Visitor(server.baseUrl).call('GET', '/api/v1/account/profile');
    expect(response.status).toBe(401);
  });
});

describe('PUT /account/profile', () => {
  it('saves the name and department, which /auth/me then shows', async () => {
    const visitor = await signIn('teacher@demo.edu');
    const response = await visitor.call('PUT', '/api/v1/account/profile', {
      json: { firstName: '  Grace ', lastName: 'Hopper', department: 'Computer Science' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(accountMessages.profileSaved);
    expect(response.body.data).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      department: 'Computer Science',
    });
    const me = await visitor.call('GET', '/api/v1/auth/me');
    expect(me.body.data).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it.each([
    [
      'an empty first name',
      { firstName: ' ', lastName: 'X', department: '' },
      'First name is required',
    ],
    ['a NUL', { firstName: 'A\u0000', lastName: 'X', department: '' }, 'control characters'],
    [
      'a long department',
      { firstName: 'A', lastName: 'X', department: 'd'.repeat(101) },
      'at most 100',
    ],
    ['a number', { firstName: 1, lastName: 'X', department: '' }, 'First name'],
  ])('refuses %s (400)', async (_case, json, message) => {
    const visitor = await signIn('student@demo.edu');
    const response = await visitor.call('PUT', '/api/v1/account/profile', { json });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('refuses a call without the CSRF header (403)', async () => {
    const visitor = await signIn('student@demo.edu');
    const response = await visitor.call('PUT', '/api/v1/account/profile', {
      json: { firstName: 'A', lastName: 'B', department: '' },
      csrf: false,
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /account/avatar', () => {
  it.each([
    ['PNG', pngBytes({ width: 4, height: 4 }), 'image/png', 'png'],
    ['JPEG', jpegBytes(), 'image/jpeg', 'jpg'],
    ['WebP', webpBytes(), 'image/webp', 'webp'],
  ])(
    'takes a %s, stores it by content and shows it in /auth/me',
    async (_kind, bytes, type, ext) => {
      const visitor = await signIn('student@demo.edu');
      // Declared as something else: the bytes decide.
      const response = await visitor.call('POST', '/api/v1/account/avatar', {
        body: avatarForm(bytes, 'photo.gif', 'image/gif'),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const answer = avatarUploadResponseSchema.parse(response.body.data);
      const sha = createHash('sha256').update(bytes).digest('hex');
      expect(answer).toEqual({
        avatarUrl: `/api/v1/account/avatars/${sha}.${ext}`,
        bytes: bytes.length,
        type,
      });
      const me = await visitor.call('GET', '/api/v1/auth/me');
      expect(me.body.data.avatar).toBe(answer.avatarUrl);
      const file = await visitor.call('GET', answer.avatarUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toContain('sandbox');
    },
  );

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      415,
    ],
    ['a GIF', gifBytes(), 415],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 415],
    ['text', Buffer.from('hello'), 415],
    ['a truncated PNG header', pngBytes().subarray(0, 6), 415],
    ['an empty file', Buffer.alloc(0), 400],
    ['a file past the limit', pngBytes({ padding: AVATAR_MAX_BYTES }), 413],
  ])('refuses %s', async (_case, bytes, status) => {
    const visitor = await signIn('student@demo.edu');
    const response = await visitor.call('POST', '/api/v1/account/avatar', {
      body: avatarForm(bytes, 'avatar.png', 'image/png'),
    });
    expect(response.status).toBe(status);
  });

  it('refuses another field name and a JSON body (400)', async () => {
    const visitor = await signIn('student@demo.edu');
    const wrongField = await visitor.call('POST', '/api/v1/account/avatar', {
      body: avatarForm(pngBytes(), 'a.png', 'image/png', 'logo'),
    });
    expect(wrongField.status).toBe(400);
    const json = await visitor.call('POST', '/api/v1/account/avatar', { json: { avatar: 'x' } });
    expect(json.status).toBe(400);
  });

  it('serves an avatar only within its university (another answers 404)', async () => {
    const owner = await signIn('teacher@demo.edu');
    const bytes = pngBytes({ rgb: [1, 2, 3] });
    const uploaded = await owner.call('POST', '/api/v1/account/avatar', {
      body: avatarForm(bytes, 'a.png', 'image/png'),
    });
    const url = uploaded.body.data.avatarUrl as string;
    const colleague = await signIn('student@demo.edu');
    expect((await colleague.call('GET', url)).status).toBe(200);
    const stranger = await signIn('north.student@northbridge.example.edu');
    expect((await stranger.call('GET', url)).status).toBe(404);
    expect((await new Visitor(server.baseUrl).call('GET', url)).status).toBe(401);
    expect((await colleague.call('GET', '/api/v1/account/avatars/..%2f.png')).status).toBe(404);
  });

  it("shows where the initials did: the leaderboard's own row and user management", async () => {
    const student = await signIn('student@demo.edu');
    const uploaded = await student.call('POST', '/api/v1/account/avatar', {
      body: avatarForm(pngBytes({ rgb: [9, 9, 9] }), 'a.png', 'image/png'),
    });
    const url = uploaded.body.data.avatarUrl as string;
    const dashboard = await student.call('GET', '/api/v1/dashboard');
    const own = dashboard.body.data.leaderboard.find(
      (row: { isCurrentUser?: boolean }) => row.isCurrentUser,
    );
    expect(own?.avatar).toBe(url);
    const admin = await signIn('university_admin@demo.edu');
    const list = await admin.call('GET', '/api/v1/admin/users?search=student%40demo.edu');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = list.body.data.users.find(
      (user: { email: string }) => user.email === 'student@demo.edu',
    );
    expect(row?.avatarUrl).toBe(url);
    expect((await admin.call('GET', url)).status).toBe(200);
  });

  it('removes the avatar: the initials show again', async () => {
    const visitor = await signIn('superuser@demo.edu');
    await visitor.call('POST', '/api/v1/account/avatar', {
      body: avatarForm(pngBytes(), 'a.png', 'image/png'),
    });
    expect((await visitor.call('DELETE', '/api/v1/account/avatar')).status).toBe(200);
    const me = await visitor.call('GET', '/api/v1/auth/me');
    expect(me.body.data.avatar).toBeUndefined();
  });
});

describe('/account/preferences', () => {
  it.each(ROLES)('gives %s their preferences, all e-mails on by default', async (role) => {
    const visitor = await signIn(emailOf(role));
    const response = await visitor.call('GET', '/api/v1/account/preferences');
    expect(response.status).toBe(200);
    expect(accountPreferencesSchema.parse(response.body.data).notifications).toEqual({
      courseAnnouncements: true,
      liveEventReminders: true,
      messages: true,
    });
  });

  it('says whether the account has a password: not one the university’s provider made', async () => {
    await addUser('provider.made@demo.edu', ['student']);
    const visitor = await signIn('provider.made@demo.edu');
    const before = await visitor.call('GET', '/api/v1/account/preferences');
    expect(accountPreferencesSchema.parse(before.body.data).signsInLocally).toBe(true);
    await server.app.db
      .updateTable('users')
      .set({ password_hash: NO_PASSWORD })
      .where('email', '=', 'provider.made@demo.edu')
      .execute();
    const after = await visitor.call('GET', '/api/v1/account/preferences');
    expect(accountPreferencesSchema.parse(after.body.data).signsInLocally).toBe(false);
  });

  it('stores the colour mode: a new sign-in and the page session carry it', async () => {
    const first = await signIn('university_admin@demo.edu');
    const saved = await first.call('PUT', '/api/v1/account/preferences', {
      json: { colorMode: 'dark' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.colorMode).toBe('dark');
    const second = new Visitor(server.baseUrl);
    const login = await second.signIn('university_admin@demo.edu', DEMO_PASSWORD);
    expect(login.body.data.colorMode).toBe('dark');
    expect((await second.call('GET', '/api/v1/auth/me')).body.data.colorMode).toBe('dark');
  });

  it('changes one notification and keeps the others', async () => {
    const visitor = await signIn('teacher@demo.edu');
    const response = await visitor.call('PUT', '/api/v1/account/preferences', {
      json: { notifications: { liveEventReminders: false } },
    });
    expect(response.body.data.notifications).toEqual({
      courseAnnouncements: true,
      liveEventReminders: false,
      messages: true,
    });
  });

  it.each([
    ['an unknown mode', { colorMode: 'sepia' }],
    ['a notification that is not a boolean', { notifications: { messages: 'no' } }],
  ])('refuses %s (400)', async (_case, json) => {
    const visitor = await signIn('student@demo.edu');
    const response = await visitor.call('PUT', '/api/v1/account/preferences', { json });
    expect(response.status).toBe(400);
  });
});

describe('the organizations message sender', () => {
  it('sends no message to a student who turned messages off', async () => {
    const { db } = server.app;
    const organizations = await server.app.db
      .selectFrom('organizations')
      .select('body')
      .where('university_id', '=', 'univ-default')
      .execute();
    const students = organizations.flatMap(
      (row) => (row.body as { students: { email: string; status: string }[] }).students,
    );
    const target = students.find((student) => student.status !== 'suspended');
    if (!target) throw new Error('the seed has no active organization student');
    await addUser(target.email, ['student']);
    await db
      .updateTable('users')
      .set({ notify_messages: false })
      .where('email', '=', target.email.toLowerCase())
      .execute();
    const admin = await signIn('admin@demo.edu');
    const response = await admin.call('POST', '/api/v1/admin/organizations/messages', {
      json: { organizationIds: [], audience: 'students', subject: 'Hello', content: 'Hi all' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await server.app.backgroundIdle();
    const outbox = await db
      .selectFrom('outbox')
      .select('to_address')
      .where('kind', '=', 'ORGANIZATION_MESSAGE')
      .execute();
    const sentTo = outbox.map((row) => row.to_address.toLowerCase());
    expect(sentTo.length).toBeGreaterThan(0);
    expect(sentTo).not.toContain(target.email.toLowerCase());
  });
});

describe('/account/sessions', () => {
  it('lists every device with its browser, and which one is this', async () => {
    await addUser('devices@demo.edu', ['student']);
    const laptop = await signIn(
      'devices@demo.edu',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    );
    await signIn(
      'devices@demo.edu',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    // The user agent is recorded by a signed-in call from the device.
    const response = await laptop.call('GET', '/api/v1/account/sessions', {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0' },
    });
    expect(response.status).toBe(200);
    const list = accountSessionListSchema.parse(response.body.data);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, browser: 'Chrome on Windows' });
    expect(list[1]?.current).toBe(false);
    expect(JSON.stringify(list)).not.toContain(laptop.cookie?.split('=')[1] ?? 'none');
  });

  it('signs one other device out and closes its presence socket', async () => {
    await addUser('two.devices@demo.edu', ['student']);
    const here = await signIn('two.devices@demo.edu');
    const there = await signIn('two.devices@demo.edu');
    const socket = openPresence(server.baseUrl, { cookie: there.cookie });
    await socket.opened;
    const list = accountSessionListSchema.parse(
      (await here.call('GET', '/api/v1/account/sessions')).body.data,
    );
    const other = list.find((session) => !session.current)!;
    const response = await here.call('DELETE', `/api/v1/account/sessions/${other.id}`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(accountMessages.sessionEnded);
    expect((await socket.closed).code).toBe(1000);
    expect((await there.call('GET', '/api/v1/auth/me')).status).toBe(401);
    expect((await here.call('GET', '/api/v1/auth/me')).status).toBe(200);
  });

  it("cannot end another person's session (404)", async () => {
    const victim = await signIn('admin@demo.edu');
    const victimList = accountSessionListSchema.parse(
      (await victim.call('GET', '/api/v1/account/sessions')).body.data,
    );
    const attacker = await signIn('north.student@northbridge.example.edu');
    const response = await attacker.call('DELETE', `/api/v1/account/sessions/${victimList[0]!.id}`);
    expect(response.status).toBe(404);
    expect((await victim.call('GET', '/api/v1/auth/me')).status).toBe(200);
  });

  it('signs every other device out, keeping this one', async () => {
    await addUser('many.devices@demo.edu', ['teacher']);
    const here = await signIn('many.devices@demo.edu');
    const others = [await signIn('many.devices@demo.edu'), await signIn('many.devices@demo.edu')];
    const sockets = others.map((other) => openPresence(server.baseUrl, { cookie: other.cookie }));
    await Promise.all(sockets.map((socket) => socket.opened));
    const response = await here.call('POST', '/api/v1/account/sessions/end-others');
    expect(response.status).toBe(200);
    for (const socket of sockets) expect((await socket.closed).code).toBe(1000);
    for (const other of others)
      expect((await other.call('GET', '/api/v1/auth/me')).status).toBe(401);
    const list = (await here.call('GET', '/api/v1/account/sessions')).body.data;
    expect(list).toHaveLength(1);
  });
});

describe('GET /account/export', () => {
  it("holds the person's own data and no one else's", async () => {
    await addUser('exporter@demo.edu', ['student']);
    const me = await signIn('exporter@demo.edu');
    const other = await signIn('student@demo.edu');
    const event = {
      title: 'Mine',
      startTime: '2026-02-01T10:00:00.000Z',
      endTime: '2026-02-01T11:00:00.000Z',
      type: 'study-session',
      priority: 'medium',
    };
    const mine = await me.call('POST', '/api/v1/calendar/events', { json: event });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    await other.call('POST', '/api/v1/calendar/events', { json: { ...event, title: 'Theirs' } });
    const response = await me.call('GET', '/api/v1/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const archive = accountExportSchema.parse(response.body.data);
    expect(archive.profile.email).toBe('exporter@demo.edu');
    expect(archive.calendarEvents.map((item) => item.title)).toEqual(['Mine']);
    expect(JSON.stringify(archive)).not.toContain('student@demo.edu');
    expect(JSON.stringify(archive)).not.toContain('password');
  });
});

describe('POST /account/delete', () => {
  it('refuses a wrong password (400) and keeps the account', async () => {
    await addUser('keeper@demo.edu', ['student']);
    const visitor = await signIn('keeper@demo.edu');
    const response = await visitor.call('POST', '/api/v1/account/delete', {
      json: { password: 'not the password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(accountMessages.passwordWrong);
    expect((await visitor.call('GET', '/api/v1/auth/me')).status).toBe(200);
  });

  it('deletes the account: its sessions end and it cannot sign in again', async () => {
    await addUser('leaver@demo.edu', ['student']);
    const visitor = await signIn('leaver@demo.edu');
    const elsewhere = await signIn('leaver@demo.edu');
    const response = await visitor.call('POST', '/api/v1/account/delete', {
      json: { password: DEMO_PASSWORD },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(accountMessages.accountDeleted);
    expect((await elsewhere.call('GET', '/api/v1/auth/me')).status).toBe(401);
    const again = await new Visitor(server.baseUrl).signIn('leaver@demo.edu', DEMO_PASSWORD);
    expect(again.status).toBe(401);
    const row = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'leaver@demo.edu')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses the last administrator of a university (409), not one of two', async () => {
    await addUser('only.admin@northbridge.example.edu', ['university_admin'], NORTHBRIDGE);
    const only = await signIn('only.admin@northbridge.example.edu');
    const refused = await only.call('POST', '/api/v1/account/delete', {
      json: { password: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(accountMessages.lastAdmin);
    await addUser('second.admin@northbridge.example.edu', ['university_admin'], NORTHBRIDGE);
    const allowed = await only.call('POST', '/api/v1/account/delete', {
      json: { password: DEMO_PASSWORD },
    });
    expect(allowed.status).toBe(200);
  });
});
