import { universityMessages } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const visitor = () => new Visitor(server.baseUrl);

describe("the API's message codes (issue 34)", () => {
  it('gives a 404 its code beside the English message', async () => {
    const superuser = visitor();
    await superuser.signIn('superuser@demo.edu', DEMO_PASSWORD);
    const response = await superuser.call('GET', '/api/v1/universities/no-such-university');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      data: null,
      message: universityMessages.notFound,
      error: 'Not Found',
      code: 'api-universities.notFound',
    });
  });

  it('gives a validation 400 and a login 401 their codes', async () => {
    const invalid = await visitor().call('POST', '/api/v1/auth/login', {
      json: { email: 'nope', password: 'x' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      message: 'Please enter a valid email address',
      code: 'validation.emailInvalid',
    });
    const refused = await visitor().signIn('superuser@demo.edu', 'not the password');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      message: 'Invalid email or password.',
      code: 'api-auth.invalidCredentials',
    });
  });

  it('leaves a message without a code as it was', async () => {
    const response = await visitor().call('POST', '/api/v1/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.body.code).toBe('api-requests.invalidJson');
    const plain = await visitor().call('POST', '/api/v1/auth/forgot-password', {
      json: { email: 'ghost@demo.edu' },
    });
    expect(plain.status).toBe(200);
    // A text the route writes itself, no message of the catalogue: English, as before codes.
    expect(plain.body.message).toBe(
      'If an account exists for this email, we have sent a link to reset the password.',
    );
    expect(plain.body.code).toBeUndefined();
  });
});
