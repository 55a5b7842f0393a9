import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { createAuthApi } from './account-api';
import { flowMessage, signInMessages } from './auth';
import { createSafeStorage } from './safe-storage';
import { createSession } from './session';
import { signOut } from './sign-out';

function setup(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => answer());
  const session = createSession(
    createSafeStorage(() => localStorage),
    createSafeStorage(() => sessionStorage),
  );
  const api = createApiClient({ baseUrl: '/api/v1', readCsrfToken: session.csrfToken, fetch });
  return {
    fetch,
    session,
    auth: createAuthApi(api, session),
    logout: (options?: { atProvider?: boolean }) => signOut(api, session, options),
  };
}

describe('account calls', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signs in: stores the user and the CSRF token, without sending a CSRF header', async () => {
    const data = {
      email: 'ada@demo.edu',
      firstName: 'Ada',
      lastName: 'L',
      roles: ['teacher'],
      csrfToken: 'c1',
    };
    const { auth, fetch, session } = setup(() =>
      Response.json({ data, message: 'ok', error: null }),
    );
    sessionStorage.setItem('csrfToken', 'stale');
    const user = await auth.login({ email: 'ada@demo.edu', password: 'secret-pass' });
    expect(user.roles).toEqual(['teacher']);
    expect(session.csrfToken()).toBe('c1');
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('XSRF-TOKEN');
  });

  it('signs out locally even when the server call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { logout, session } = setup(() => new Response('oops', { status: 500 }));
    session.signIn({
      email: 'a@b.edu',
      firstName: 'A',
      lastName: 'B',
      roles: ['student'],
      csrfToken: 'c',
    });
    await logout();
    expect(session.readUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("signs out through the provider's call where the university has one, and says where to continue", async () => {
    const continueAt = 'https://sso.example.edu/logout?client_id=lp';
    const { logout, fetch } = setup(() =>
      Response.json({ data: { redirectTo: continueAt }, message: 'Logged out', error: null }),
    );
    await expect(logout({ atProvider: true })).resolves.toBe(continueAt);
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe(
      '/api/v1/auth/oidc/logout',
    );
    await expect(logout()).resolves.toBeNull();
    expect(String((fetch.mock.calls[1] as unknown as [string])[0])).toBe('/api/v1/auth/logout');
  });

  it('checks a reset token with the RESET_PASSWORD purpose', async () => {
    const { auth, fetch } = setup(() => Response.json({ data: { isExpired: true } }));
    await expect(auth.isResetTokenExpired('tok')).resolves.toBe(true);
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toEqual({ token: 'tok', tokenType: 'RESET_PASSWORD' });
  });
});

describe('flow messages', () => {
  it("shows the flow's message when the server refuses", () => {
    expect(
      flowMessage(
        new ApiError('Invalid email or password', 401, 'http'),
        signInMessages.loginFailed,
        signInMessages.loginUnexpected,
      ),
    ).toBe('Login failed. Please try again.');
  });

  it('shows the unexpected message without a usable answer (unreachable, non-JSON contract break)', () => {
    for (const error of [
      new ApiError('Network error occurred', 0, 'network'),
      new ApiError('An error occurred', 200, 'malformed'),
      new Error('boom'),
    ]) {
      expect(flowMessage(error, signInMessages.loginFailed, signInMessages.loginUnexpected)).toBe(
        'An unexpected error occurred. Please try again.',
      );
    }
  });

  it("passes the server's words through when it asks to wait", () => {
    expect(
      flowMessage(
        new ApiError('Too many sign-in attempts. Try again in 15 minutes.', 429, 'http'),
        signInMessages.loginFailed,
      ),
    ).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });
});
