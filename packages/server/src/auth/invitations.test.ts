import { inviteResponseSchema, loginResponseSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import {
  lastLinkTo,
  startTestServer,
  tokenOf,
  Visitor,
  type TestServer,
} from '../testing/test-server';

let server: TestServer;
let admin: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  admin = new Visitor(server.baseUrl);
  await admin.signIn('admin@demo.edu', DEMO_PASSWORD);
});
afterAll(() => server.app.close());

const visitor = () => new Visitor(server.baseUrl);
const accept = (json: Record<string, unknown>) =>
  visitor().call('POST', '/api/v1/auth/invite/accept', { json });
const invite = (by: Visitor, email: string, role: string) =>
  by.call('POST', '/api/v1/auth/invite', { json: { email, role } });

async function invitationToken(email: string, role = 'TEACHER') {
  expect((await invite(admin, email, role)).status).toBe(201);
  return tokenOf(await lastLinkTo(server.baseUrl, email, 'INVITATION'));
}

describe('POST /auth/invite', () => {
  it('lets an admin invite with an upper-case role and e-mails a link to /auth/invite', async () => {
    const response = await invite(admin, 'new.teacher@uni.edu', 'TEACHER');
    expect(response.status).toBe(201);
    expect(inviteResponseSchema.parse(response.body.data)).toMatchObject({
      email: 'new.teacher@uni.edu',
      role: 'TEACHER',
    });
    expect(await lastLinkTo(server.baseUrl, 'new.teacher@uni.edu')).toMatch(
      /^http:\/\/app\.test\/auth\/invite\?token=/,
    );
  });

  it('refuses students and teachers with 403', async () => {
    for (const email of ['student@demo.edu', 'teacher@demo.edu']) {
      const person = visitor();
      await person.signIn(email, DEMO_PASSWORD);
      const response = await invite(person, 'someone@uni.edu', 'STUDENT');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You do not have permission to do this.');
    }
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    expect((await invite(visitor(), 'x@uni.edu', 'STUDENT')).status).toBe(401);
    const response = await admin.call('POST', '/api/v1/auth/invite', {
      json: { email: 'x@uni.edu', role: 'STUDENT' },
      csrf: false,
    });
    expect(response.status).toBe(403);
  });

  it('keeps superuser invitations to superusers', async () => {
    expect((await invite(admin, 'boss@uni.edu', 'SUPERUSER')).body.message).toBe(
      'Only a superuser can invite a superuser.',
    );
    const superuser = visitor();
    await superuser.signIn('superuser@demo.edu', DEMO_PASSWORD);
    expect((await invite(superuser, 'boss@uni.edu', 'SUPERUSER')).status).toBe(201);
  });

  it('refuses lower-case roles and existing accounts', async () => {
    expect((await invite(admin, 'y@uni.edu', 'teacher')).status).toBe(400);
    const existing = await invite(admin, 'student@demo.edu', 'TEACHER');
    expect(existing.status).toBe(409);
  });
});

describe('POST /auth/invite by a university_admin (user management, issue 18)', () => {
  let universityAdmin: Visitor;
  beforeAll(async () => {
    universityAdmin = visitor();
    await universityAdmin.signIn('university_admin@demo.edu', DEMO_PASSWORD);
  });

  it('invites students and teachers into their own university', async () => {
    const response = await invite(universityAdmin, 'own.teacher@uni.edu', 'TEACHER');
    expect(response.status).toBe(201);
  });

  it('cannot invite an admin, nor into another university', async () => {
    const admin = await invite(universityAdmin, 'would.be.admin@uni.edu', 'ADMIN');
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('Only an admin or superuser can invite an admin.');
    const elsewhere = await universityAdmin.call('POST', '/api/v1/auth/invite', {
      json: { email: 'elsewhere@uni.edu', role: 'STUDENT', universityId: 'univ-northbridge' },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('lets an admin name the university, and refuses a suspended one', async () => {
    const named = await admin.call('POST', '/api/v1/auth/invite', {
      json: { email: 'lakeside.learner@uni.edu', role: 'STUDENT', universityId: 'univ-lakeside' },
    });
    expect(named.status).toBe(201);
    expect(new URL(await lastLinkTo(server.baseUrl, 'lakeside.learner@uni.edu')).host).toBe(
      'lakeside.example.edu',
    );
    const suspended = await admin.call('POST', '/api/v1/auth/invite', {
      json: { email: 'riverside.learner@uni.edu', role: 'STUDENT', universityId: 'univ-riverside' },
    });
    expect(suspended.status).toBe(409);
  });
});

describe('POST /auth/invite/accept (the flow of spec 2 §2.7)', () => {
  const person = { firstName: 'Grace', lastName: 'Hopper', password: 'Cobol-1959!' };

  it('creates a confirmed account with the invited role and signs it in', async () => {
    const token = await invitationToken('grace@uni.edu');
    const check = await visitor().call('POST', '/api/v1/auth/verify-token', {
      json: { token, tokenType: 'INVITATION' },
    });
    expect(check.body.data).toEqual({ isExpired: false });

    const invitee = visitor();
    const response = await invitee.call('POST', '/api/v1/auth/invite/accept', {
      json: { ...person, token, email: 'Grace@uni.edu' },
    });
    expect(response.status).toBe(201);
    expect(loginResponseSchema.parse(response.body.data)).toMatchObject({
      email: 'grace@uni.edu',
      roles: ['teacher'],
    });
    expect((await invitee.call('GET', '/api/v1/auth/me')).body.data.roles).toEqual(['teacher']);
    expect((await visitor().signIn('grace@uni.edu', person.password)).status).toBe(200);
  });

  it('works once only', async () => {
    const token = await invitationToken('once@uni.edu');
    expect((await accept({ ...person, token, email: 'once@uni.edu' })).status).toBe(201);
    const again = await accept({ ...person, token, email: 'once@uni.edu' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This invitation has expired or was already used.');
  });

  it('asks for the invited address without using up the invitation', async () => {
    const token = await invitationToken('typo@uni.edu');
    const wrong = await accept({ ...person, token, email: 'other@uni.edu' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Please use the email address the invitation was sent to.');
    expect((await accept({ ...person, token, email: 'typo@uni.edu' })).status).toBe(201);
  });

  it('expires after 7 days', async () => {
    const token = await invitationToken('late@uni.edu', 'STUDENT');
    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await accept({ ...person, token, email: 'late@uni.edu' })).status).toBe(400);
  });

  it('validates with the invitation texts', async () => {
    const noName = await accept({ ...person, firstName: '', token: 't', email: 'a@uni.edu' });
    expect(noName.body.message).toBe('Please enter your first and last name');
    const short = await accept({ ...person, password: 'short', token: 't', email: 'a@uni.edu' });
    expect(short.body.message).toBe('Password must be at least 8 characters long');
  });
});
