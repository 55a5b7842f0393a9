import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

const user = z.object({ email: z.string() });

function clientAnswering(response: Response | Error, csrf: string | null = 'token-1') {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  return {
    fetch,
    client: createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => csrf, fetch }),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('returns data checked against the schema on a 2xx answer', async () => {
    const { client } = clientAnswering(
      json(200, { data: { email: 'a@b.edu' }, message: 'ok', error: null }),
    );
    await expect(client.get('/auth/me', { schema: user })).resolves.toEqual({
      data: { email: 'a@b.edu' },
      message: 'ok',
    });
  });

  it('sends JSON with credentials and the XSRF-TOKEN header from the session', async () => {
    const { client, fetch } = clientAnswering(json(200, { data: null }));
    await client.post('/auth/logout', { schema: z.null() });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/logout');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'XSRF-TOKEN': 'token-1' });
  });

  it('never sends the CSRF header when told not to (login and register)', async () => {
    const { client, fetch } = clientAnswering(json(200, { data: { email: 'a@b.edu' } }));
    await client.post('/auth/login', {
      body: { email: 'a@b.edu', password: 'x' },
      schema: user,
      csrf: false,
    });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('XSRF-TOKEN');
    expect(init.body).toBe('{"email":"a@b.edu","password":"x"}');
  });

  it("fails with the body's message, else its error, else 'An error occurred'", async () => {
    const cases: Array<[unknown, string]> = [
      [
        { data: null, message: 'Invalid email or password', error: 'Unauthorized' },
        'Invalid email or password',
      ],
      [{ data: null, error: 'Forbidden' }, 'Forbidden'],
      [{ data: null }, 'An error occurred'],
    ];
    for (const [body, message] of cases) {
      const { client } = clientAnswering(json(401, body));
      await expect(client.get('/x', { schema: user })).rejects.toMatchObject({
        message,
        status: 401,
        kind: 'http',
      });
    }
  });

  it("treats a non-JSON error page as 'An error occurred'", async () => {
    const { client } = clientAnswering(
      new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    );
    await expect(client.get('/x', { schema: user })).rejects.toMatchObject({
      message: 'An error occurred',
      status: 502,
    });
  });

  it('rejects a 2xx answer whose data breaks the contract, without crashing the caller', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientAnswering(json(200, { data: { email: 42 } }));
    await expect(client.get('/x', { schema: user })).rejects.toMatchObject({
      kind: 'malformed',
      message: 'An error occurred',
    });
  });

  it("reports an unreachable server as 'Network error occurred'", async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));
    const failure = client.get('/x', { schema: user });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Network error occurred',
      kind: 'network',
      status: 0,
    });
  });
});

describe('api client: message codes (issue 34)', () => {
  const failure = (code: string, message: string, values?: Record<string, string | number>) =>
    json(409, { data: null, message, error: 'Conflict', code, values });

  it("shows a coded failure in the page's language", async () => {
    const { adoptLocale } = await import('./translations');
    adoptLocale('es');
    try {
      const { client } = clientAnswering(
        failure(
          'api-universities.hasAccounts',
          '2 accounts still belong to this university. Suspend it instead, or move the accounts first.',
          { count: 2 },
        ),
      );
      const error = await client.get('/universities/x', { schema: user }).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe(
        '2 cuentas todavía pertenecen a esta universidad. Suspéndela en su lugar o mueve primero las cuentas.',
      );
      expect(error.code).toBe('api-universities.hasAccounts');
      // An unknown code keeps the server's English.
      const unknown = clientAnswering(failure('api-nothing.here', 'As the server said'));
      await expect(unknown.client.get('/x', { schema: user })).rejects.toThrow(
        'As the server said',
      );
    } finally {
      adoptLocale('en');
    }
  });

  it('keeps the English text on an English page', async () => {
    const { client } = clientAnswering(
      failure('api-universities.notFound', 'University not found'),
    );
    await expect(client.get('/x', { schema: user })).rejects.toThrow('University not found');
  });
});
