import { outboxListSchema } from '@lp/contract/api';
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
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      emailPerAccountAtIp: { max: 2, windowMs: 60_000 },
      emailPerIp: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.app.close());

const visitor = () => new Visitor(server.baseUrl);
const post = (path: string, json: unknown) =>
  visitor().call('POST', `/api/v1/auth/${path}`, { json });
const newAccount = (email: string) => ({
  email,
  password: 'Secret-pass-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe('registration and e-mail confirmation', () => {
  it('registers, e-mails a confirmation link to the app, and signs in only after confirming', async () => {
    const registered = await post('register', newAccount('ada@uni.edu'));
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe(
      'Registration successful. Please check your email to confirm your account.',
    );

    const unconfirmed = await visitor().signIn('ada@uni.edu', 'Secret-pass-1');
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.message).toMatch(/confirm your email address/);

    const link = await lastLinkTo(server.baseUrl, 'ada@uni.edu', 'EMAIL_VERIFICATION');
    expect(link).toMatch(/^http:\/\/app\.test\/auth\/verify-email\?token=[\w-]{43}$/);
    const confirmed = await post('verify-email', { token: tokenOf(link) });
    expect(confirmed.body).toMatchObject({ data: { email: 'ada@uni.edu' } });
    expect((await visitor().signIn('ada@uni.edu', 'Secret-pass-1')).status).toBe(200);
  });

  it('uses a confirmation link once only', async () => {
    await post('register', newAccount('once@uni.edu'));
    const token = tokenOf(await lastLinkTo(server.baseUrl, 'once@uni.edu'));
    expect((await post('verify-email', { token })).status).toBe(200);
    const again = await post('verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This confirmation link has expired or was already used.');
  });

  it('answers a second registration of an address the same way and mails its owner instead', async () => {
    // A confirmed account of its own: the demo accounts' addresses cannot be registered at
    // all (issue 37, item 2).
    await post('register', newAccount('twice@uni.edu'));
    const token = tokenOf(await lastLinkTo(server.baseUrl, 'twice@uni.edu', 'EMAIL_VERIFICATION'));
    expect((await post('verify-email', { token })).status).toBe(200);
    const again = await post('register', {
      ...newAccount('twice@uni.edu'),
      password: 'Other-pass-2',
    });
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(
      'Registration successful. Please check your email to confirm your account.',
    );
    const mail = outboxListSchema.parse(
      (await visitor().call('GET', '/api/v1/dev/outbox?to=twice@uni.edu')).body.data,
    );
    expect(mail[0]?.kind).toBe('ACCOUNT_EXISTS');
    expect((await visitor().signIn('twice@uni.edu', 'Secret-pass-1')).status).toBe(200);
  });

  it('validates registration with the spec messages', async () => {
    const short = await post('register', { ...newAccount('short@uni.edu'), password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    expect(
      (await post('register', { ...newAccount('x@uni.edu'), firstName: '' })).body.message,
    ).toBe('First name is required');
  });

  it('sends a new confirmation link on request, retiring the old one', async () => {
    await post('register', newAccount('resend@uni.edu'));
    const first = tokenOf(await lastLinkTo(server.baseUrl, 'resend@uni.edu'));
    expect((await post('resend-verification', { email: 'resend@uni.edu' })).status).toBe(200);
    const second = tokenOf(await lastLinkTo(server.baseUrl, 'resend@uni.edu'));
    expect(second).not.toBe(first);
    expect((await post('verify-email', { token: first })).status).toBe(400);
    expect((await post('verify-email', { token: second })).status).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the account exists', async () => {
    const known = await post('forgot-password', { email: 'teacher@demo.edu' });
    const unknown = await post('forgot-password', { email: 'ghost@demo.edu' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await visitor().call('GET', '/api/v1/dev/outbox?to=ghost@demo.edu')).body.data).toEqual(
      [],
    );
  });

  it('resets the password with the e-mailed token, once, and ends existing sessions', async () => {
    const signedIn = visitor();
    await signedIn.signIn('admin@demo.edu', DEMO_PASSWORD);
    await post('forgot-password', { email: 'admin@demo.edu' });
    const link = await lastLinkTo(server.baseUrl, 'admin@demo.edu', 'RESET_PASSWORD');
    expect(link).toMatch(
      /^http:\/\/app\.test\/auth\/forgot-password\/step\/reset-password\?token=/,
    );
    const token = tokenOf(link);

    const check = await post('verify-token', { token, tokenType: 'RESET_PASSWORD' });
    expect(check.body.data).toEqual({ isExpired: false });
    expect((await post('reset-password', { token, newPassword: 'Brand-new-pass' })).status).toBe(
      200,
    );

    expect((await signedIn.call('GET', '/api/v1/auth/me')).status).toBe(401);
    expect((await visitor().signIn('admin@demo.edu', DEMO_PASSWORD)).status).toBe(401);
    expect((await visitor().signIn('admin@demo.edu', 'Brand-new-pass')).status).toBe(200);

    const reuse = await post('reset-password', { token, newPassword: 'Another-pass-1' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(
      'The link to reset your password has expired. Generate a new one.',
    );
    expect((await post('verify-token', { token, tokenType: 'RESET_PASSWORD' })).body.data).toEqual({
      isExpired: true,
    });
  });

  it('expires a reset token after 30 minutes', async () => {
    await post('forgot-password', { email: 'superuser@demo.edu' });
    const token = tokenOf(await lastLinkTo(server.baseUrl, 'superuser@demo.edu', 'RESET_PASSWORD'));
    server.clock.advance(29 * 60 * 1000);
    expect(
      (await post('verify-token', { token, tokenType: 'RESET_PASSWORD' })).body.data.isExpired,
    ).toBe(false);
    server.clock.advance(60 * 1000);
    expect(
      (await post('verify-token', { token, tokenType: 'RESET_PASSWORD' })).body.data.isExpired,
    ).toBe(true);
    expect((await post('reset-password', { token, newPassword: 'Too-late-pass' })).status).toBe(
      400,
    );
  });

  it('treats unknown tokens and tokens of another purpose as expired', async () => {
    expect(
      (await post('verify-token', { token: 'made-up', tokenType: 'RESET_PASSWORD' })).body.data
        .isExpired,
    ).toBe(true);
    await post('forgot-password', { email: 'university_admin@demo.edu' });
    const token = tokenOf(await lastLinkTo(server.baseUrl, 'university_admin@demo.edu'));
    expect(
      (await post('verify-token', { token, tokenType: 'INVITATION' })).body.data.isExpired,
    ).toBe(true);
    expect((await post('verify-token', { token, tokenType: 'WRONG' })).status).toBe(400);
  });

  it('rate-limits reset requests per account from one client with 429, whether or not it exists', async () => {
    for (const email of ['limited@demo.edu', 'student@demo.edu']) {
      await post('forgot-password', { email });
      await post('forgot-password', { email });
      const limited = await post('forgot-password', { email });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(
        'Too many password reset requests. Please wait 1 minute and try again.',
      );
    }
  });
});
