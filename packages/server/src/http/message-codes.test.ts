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

  it('gives the HTTP layer’s answers and the routes’ own texts their codes', async () => {
    const response = await visitor().call('POST', '/api/v1/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.body.code).toBe('api-requests.invalidJson');
    const forgot = await visitor().call('POST', '/api/v1/auth/forgot-password', {
      json: { email: 'ghost@demo.edu' },
    });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toMatchObject({
      message: 'If an account exists for this email, we have sent a link to reset the password.',
      code: 'api-auth-answers.resetLinkSent',
    });
    const anonymous = await visitor().call('GET', '/api/v1/account/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      message: 'You need to sign in first.',
      code: 'api-auth-answers.signInFirst',
    });
  });

  it('gives a text with a value its code and the value', async () => {
    const twice = await visitor().call('GET', '/api/v1/courses?q=a&q=b');
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      message: 'Query parameter "q" must be given once.',
      code: 'api-requests.queryParameterOnce',
      values: { name: 'q' },
    });
  });

  it('gives a schema’s refusal the input check’s code', async () => {
    const superuser = visitor();
    await superuser.signIn('superuser@demo.edu', DEMO_PASSWORD);
    const response = await superuser.call('GET', '/api/v1/courses/catalog?sort=sideways');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'api-input.oneOf' });
    expect(response.body.message).toMatch(/sort must be one of relevance/);
  });
});
