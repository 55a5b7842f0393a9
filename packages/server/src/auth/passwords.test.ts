import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_PATTERN_MESSAGE,
  PASSWORD_PUBLISHED_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { openPresence } from '../testing/presence-client';
import {
  lastLinkTo,
  startTestServer,
  tokenOf,
  Visitor,
  type TestServer,
} from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { emailPerIp: { max: 1000, windowMs: 60_000 } },
  });
});
afterAll(() => server.app.close());

const post = (path: string, json: unknown, visitor = new Visitor(server.baseUrl)) =>
  visitor.call('POST', `/api/v1/auth/${path}`, { json });

describe('password rules (issue 19, item 11)', () => {
  it('refuses a common or breached password at registration, in any letter case', async () => {
    for (const password of ['password1', 'Iloveyou1', 'QWERTYUIOP']) {
      const response = await post('register', {
        email: 'common@uni.edu',
        password,
        firstName: 'C',
        lastName: 'D',
      });
      expect(response.status, password).toBe(400);
      expect(response.body.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
  });

  it('refuses a password equal to the e-mail', async () => {
    const response = await post('register', {
      email: 'same@uni.edu',
      password: 'Same@Uni.edu',
      firstName: 'S',
      lastName: 'E',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PASSWORD_IS_EMAIL_MESSAGE);
  });

  it('refuses a common password at reset and keeps the link usable', async () => {
    await post('forgot-password', { email: 'student@demo.edu' });
    const token = tokenOf(await lastLinkTo(server.baseUrl, 'student@demo.edu', 'RESET_PASSWORD'));
    const common = await post('reset-password', { token, newPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    const same = await post('reset-password', { token, newPassword: 'student@demo.edu' });
    expect(same.body.message).toBe(PASSWORD_IS_EMAIL_MESSAGE);
    expect((await post('verify-token', { token, tokenType: 'RESET_PASSWORD' })).body.data).toEqual({
      isExpired: false,
    });
  });
});

describe('POST /auth/change-password', () => {
  it('needs the current password, refuses weak new ones, and ends the other sessions and their sockets', async () => {
    const here = new Visitor(server.baseUrl);
    const elsewhere = new Visitor(server.baseUrl);
    await here.signIn('teacher@demo.edu', DEMO_PASSWORD);
    await elsewhere.signIn('teacher@demo.edu', DEMO_PASSWORD);
    const otherSocket = openPresence(server.baseUrl, { cookie: elsewhere.cookie });
    const ownSocket = openPresence(server.baseUrl, { cookie: here.cookie });
    await Promise.all([otherSocket.opened, ownSocket.opened]);

    const wrong = await post(
      'change-password',
      { currentPassword: 'Not-the-one-1', newPassword: 'Brand-new-pass-9' },
      here,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    const common = await post(
      'change-password',
      { currentPassword: DEMO_PASSWORD, newPassword: 'football1' },
      here,
    );
    expect(common.body.message).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    const noCsrf = await here.call('POST', '/api/v1/auth/change-password', {
      json: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand-new-pass-9' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);

    const changed = await post(
      'change-password',
      { currentPassword: DEMO_PASSWORD, newPassword: 'Brand-new-pass-9' },
      here,
    );
    expect(changed.status).toBe(200);
    expect((await here.call('GET', '/api/v1/auth/me')).status).toBe(200);
    expect((await elsewhere.call('GET', '/api/v1/auth/me')).status).toBe(401);
    expect((await otherSocket.closed).code).toBe(1000);
    expect(ownSocket.socket.readyState).toBe(ownSocket.socket.OPEN);
    await ownSocket.close();
    expect(
      (await new Visitor(server.baseUrl).signIn('teacher@demo.edu', DEMO_PASSWORD)).status,
    ).toBe(401);
    expect(
      (await new Visitor(server.baseUrl).signIn('teacher@demo.edu', 'Brand-new-pass-9')).status,
    ).toBe(200);
  });

  it('needs a session', async () => {
    const response = await post('change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Brand-new-pass-9',
    });
    expect(response.status).toBe(401);
  });
});

describe('a password reset ends the presence sockets too (issue 19, item 12)', () => {
  it('closes the sockets of the sessions the reset ended', async () => {
    const admin = new Visitor(server.baseUrl);
    await admin.signIn('admin@demo.edu', DEMO_PASSWORD);
    const socket = openPresence(server.baseUrl, { cookie: admin.cookie });
    await socket.opened;
    await post('forgot-password', { email: 'admin@demo.edu' });
    const token = tokenOf(await lastLinkTo(server.baseUrl, 'admin@demo.edu', 'RESET_PASSWORD'));
    expect(
      (await post('reset-password', { token, newPassword: 'Fresh-admin-pass-3' })).status,
    ).toBe(200);
    expect((await socket.closed).code).toBe(1000);
  });
});

describe('password rules at the endpoints (issue 37, item 7)', () => {
  it('refuses, at registration, the figures of the issue that a list alone let through', async () => {
    const refused: Record<string, string> = {
      'password123 ': PASSWORD_TOO_COMMON_MESSAGE,
      aaaaaaaa: PASSWORD_PATTERN_MESSAGE,
      [DEMO_PASSWORD]: PASSWORD_PUBLISHED_MESSAGE,
    };
    for (const [password, message] of Object.entries(refused)) {
      const response = await post('register', {
        email: 'rules@uni.edu',
        password,
        firstName: 'R',
        lastName: 'S',
      });
      expect(response.status, password).toBe(400);
      expect(response.body.message, password).toBe(message);
    }
  });

  it('refuses the demo password as a new password at change', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.signIn('university_admin@demo.edu', DEMO_PASSWORD);
    const response = await post(
      'change-password',
      { currentPassword: DEMO_PASSWORD, newPassword: ` ${DEMO_PASSWORD}` },
      visitor,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PASSWORD_PUBLISHED_MESSAGE);
  });
});
