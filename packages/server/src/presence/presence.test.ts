import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { openPresence, type PresenceClient } from '../testing/presence-client';
import {
  lastLinkTo,
  startTestServer,
  tokenOf,
  Visitor,
  type TestServer,
} from '../testing/test-server';

let server: TestServer;
const visitors: Record<string, Visitor> = {};
beforeAll(async () => {
  server = await startTestServer({ presenceHeartbeatMs: 150 });
  for (const role of ['student', 'teacher', 'admin']) {
    visitors[role] = new Visitor(server.baseUrl);
    await visitors[role].signIn(`${role}@demo.edu`, DEMO_PASSWORD);
  }
});
afterAll(() => server.app.close());

async function connect(
  role: string,
  options: { autoPong?: boolean } = {},
): Promise<PresenceClient> {
  const client = openPresence(server.baseUrl, { cookie: visitors[role]?.cookie, ...options });
  await client.opened;
  return client;
}

/** Users online as the newest connection was told. */
async function onlineNow(client: PresenceClient) {
  return (await client.waitFor('userCountUpdate')).count;
}

describe('/ws-presence authentication', () => {
  it('refuses a connection without a session cookie (401)', async () => {
    await expect(openPresence(server.baseUrl).opened).rejects.toThrow('HTTP 401');
  });

  it('refuses a connection from another origin (403)', async () => {
    const client = openPresence(server.baseUrl, {
      cookie: visitors.student?.cookie,
      origin: 'https://evil.example',
    });
    await expect(client.opened).rejects.toThrow('HTTP 403');
  });
});

describe('/ws-presence counts', () => {
  it('tells a newcomer both numbers', async () => {
    const student = await connect('student');
    expect(await student.waitFor('totalUsersUpdate')).toEqual({
      type: 'totalUsersUpdate',
      count: 5,
    });
    expect(await onlineNow(student)).toBeGreaterThanOrEqual(1);
    await student.close();
  });

  it('broadcasts distinct users online when one connects and leaves', async () => {
    const student = await connect('student');
    const before = await onlineNow(student);
    const teacher = await connect('teacher');
    expect((await teacher.waitFor('userCountUpdate')).count).toBe(before + 1);
    await student.waitFor('userCountUpdate', before + 1);

    const secondTab = await connect('teacher');
    expect(await onlineNow(secondTab)).toBe(before + 1);

    await teacher.close();
    await secondTab.close();
    await student.waitFor('userCountUpdate', before);
    await student.close();
  });

  it('broadcasts totalUsersUpdate when someone registers', async () => {
    const admin = await connect('admin');
    const total = (await admin.waitFor('totalUsersUpdate')).count;
    await new Visitor(server.baseUrl).call('POST', '/api/v1/auth/register', {
      json: {
        email: 'newcomer@uni.edu',
        password: 'Secret-pass-1',
        firstName: 'New',
        lastName: 'Comer',
      },
    });
    expect(await admin.waitFor('totalUsersUpdate', total + 1)).toEqual({
      type: 'totalUsersUpdate',
      count: total + 1,
    });
    await admin.close();
  });
});

describe('/ws-presence robustness', () => {
  it('closes the socket with 1009 when a client sends more than 1 KiB', async () => {
    const student = await connect('student');
    student.socket.send('x'.repeat(2048));
    expect((await student.closed).code).toBe(1009);
  });

  it('ignores unparseable and double-encoded messages and stays open', async () => {
    const student = await connect('student');
    const before = await onlineNow(student);
    student.socket.send('{not json');
    student.socket.send(JSON.stringify(JSON.stringify({ type: 'userCountUpdate', count: 99 })));
    const teacher = await connect('teacher');
    await student.waitFor('userCountUpdate', before + 1);
    expect(student.socket.readyState).toBe(student.socket.OPEN);
    await teacher.close();
    await student.close();
  });

  it('drops a peer that stops answering pings and tells the others', async () => {
    const student = await connect('student');
    const before = await onlineNow(student);
    const silent = await connect('admin', { autoPong: false });
    await student.waitFor('userCountUpdate', before + 1);
    expect((await silent.closed).code).toBe(1006);
    await student.waitFor('userCountUpdate', before);
    await student.close();
  });

  it("closes a session's sockets when it signs out", async () => {
    const teacher = new Visitor(server.baseUrl);
    await teacher.signIn('teacher@demo.edu', DEMO_PASSWORD);
    const client = openPresence(server.baseUrl, { cookie: teacher.cookie });
    await client.opened;
    await teacher.call('POST', '/api/v1/auth/logout');
    expect((await client.closed).code).toBe(1000);
  });

  it('closes the socket of a session that ended any other way (found on the heartbeat)', async () => {
    const teacher = new Visitor(server.baseUrl);
    await teacher.signIn('teacher@demo.edu', DEMO_PASSWORD);
    const client = openPresence(server.baseUrl, { cookie: teacher.cookie });
    await client.opened;
    const { db } = server.app;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'teacher@demo.edu')
      .executeTakeFirstOrThrow();
    // As another process, an expiry or an operator would: the row goes, no sign-out runs here.
    await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect((await client.closed).code).toBe(1000);
    await visitors.teacher?.signIn('teacher@demo.edu', DEMO_PASSWORD);
  });
});

describe('/ws-presence per university', () => {
  let northbridgeStudent: Visitor;
  beforeAll(async () => {
    // A Northbridge learner, invited by an admin working on Northbridge (which also refreshes
    // the registered counts, as any new account does).
    const admin = new Visitor(server.baseUrl);
    await admin.signIn('admin@demo.edu', DEMO_PASSWORD);
    await admin.call('PUT', '/api/v1/session/university', {
      json: { universityId: 'univ-northbridge' },
    });
    const email = 'nb.student@northbridge.example.edu';
    await admin.call('POST', '/api/v1/auth/invite', { json: { email, role: 'STUDENT' } });
    const token = tokenOf(await lastLinkTo(server.baseUrl, email, 'INVITATION'));
    northbridgeStudent = new Visitor(server.baseUrl);
    const accepted = await northbridgeStudent.call('POST', '/api/v1/auth/invite/accept', {
      json: { token, email, firstName: 'Nora', lastName: 'Bridge', password: 'Nora-bridge-77' },
    });
    expect(accepted.status).toBe(201);
  });

  it("counts each university's people for its own sockets, and everyone for a superuser", async () => {
    const superuser = new Visitor(server.baseUrl);
    await superuser.signIn('superuser@demo.edu', DEMO_PASSWORD);
    const everyone = openPresence(server.baseUrl, { cookie: superuser.cookie });
    await everyone.opened;
    const student = await connect('student');
    const ownBefore = await onlineNow(student);
    // The superuser is one of the default university's people too.
    const allBefore = await everyone.waitFor('userCountUpdate', ownBefore);
    const own = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('university_id', '=', DEFAULT_UNIVERSITY_ID)
      .execute();
    expect((await student.waitFor('totalUsersUpdate')).count).toBe(own.length);
    const all = await server.app.db.selectFrom('users').select('id').execute();
    expect((await everyone.waitFor('totalUsersUpdate')).count).toBe(all.length);

    const visitor = openPresence(server.baseUrl, { cookie: northbridgeStudent.cookie });
    await visitor.opened;
    expect((await visitor.waitFor('totalUsersUpdate')).count).toBe(1);
    expect(await onlineNow(visitor)).toBe(1);
    await everyone.waitFor('userCountUpdate', allBefore.count + 1);
    await visitor.close();
    await everyone.waitFor('userCountUpdate', allBefore.count);

    // The default university's count never moved: the next number its socket hears is the
    // teacher's arrival, with nothing before it about the Northbridge visitor.
    const teacher = await connect('teacher');
    await student.waitFor('userCountUpdate', ownBefore + 1);
    const counts = student.received
      .filter((message) => message.type === 'userCountUpdate')
      .map((message) => message.count);
    expect(counts).toEqual([ownBefore, ownBefore + 1]);
    await teacher.close();
    await everyone.close();
    await student.close();
  });

  it('gives an admin the numbers of the university they switched to', async () => {
    const admin = new Visitor(server.baseUrl);
    await admin.signIn('admin@demo.edu', DEMO_PASSWORD);
    await admin.call('PUT', '/api/v1/session/university', {
      json: { universityId: 'univ-northbridge' },
    });
    const client = openPresence(server.baseUrl, { cookie: admin.cookie });
    await client.opened;
    expect((await client.waitFor('totalUsersUpdate')).count).toBe(1);
    await client.close();
  });
});
