import { request, type Cookie, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2025!';
export type DemoRole = 'student' | 'teacher' | 'admin' | 'superuser' | 'university_admin';

/**
 * Signs a demo account in through the real API from the page's own origin, then stores the
 * session the way the app does after its login form succeeds (user in local storage, CSRF
 * token in session storage). The login form itself is exercised by its own journeys.
 */
export async function signInThroughApi(page: Page, role: DemoRole) {
  await signInWith(page, `${role}@demo.edu`, DEMO_PASSWORD);
}

/** As signInThroughApi, for any account, on the deployment's host or a university's (`origin`). */
export async function signInWith(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/config.json`);
  const ok = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) return false;
      const { data } = await response.json();
      const user = {
        id: data.email,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        roles: data.roles,
      };
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('userRole', data.roles[0]);
      sessionStorage.setItem('csrfToken', data.csrfToken);
      return true;
    },
    { email, password },
  );
  if (!ok) throw new Error(`Could not sign in as ${email}`);
}

/** A demo account's signed-in session, taken once by `signInOnce` and handed to many pages. */
export interface ReusableSession {
  cookies: Cookie[];
  /** The user as the app stores it in local storage (JSON). */
  user: string;
  role: string;
  csrfToken: string;
}

/**
 * Signs a demo account in through the real API once, outside any page, so that many tests can
 * share the session (with `applySession`). The server allows 50 sign-ins per address in 15
 * minutes and the whole suite comes from one address, so a suite with many signed-in tests
 * signs in once per worker rather than once per test.
 */
export async function signInOnce(baseURL: string, role: DemoRole): Promise<ReusableSession> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post('/api/v1/auth/login', {
      data: { email: `${role}@demo.edu`, password: DEMO_PASSWORD },
    });
    if (!response.ok()) throw new Error(`Could not sign in as ${role}: ${response.status()}`);
    const { data } = (await response.json()) as {
      data: {
        email: string;
        firstName: string;
        lastName: string;
        roles: string[];
        csrfToken: string;
      };
    };
    const user = {
      id: data.email,
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      roles: data.roles,
    };
    const { cookies } = await api.storageState();
    return {
      cookies,
      user: JSON.stringify(user),
      role: data.roles[0] ?? role,
      csrfToken: data.csrfToken,
    };
  } finally {
    await api.dispose();
  }
}

/**
 * Gives a page a session from `signInOnce` before its first navigation: the session cookie,
 * and the user, role and CSRF token stored the way the app stores them after its login form
 * succeeds (written on each page load of the app's origin while no user is stored).
 */
export async function applySession(page: Page, session: ReusableSession) {
  await page.context().addCookies(session.cookies);
  await page.addInitScript(
    ({ user, role, csrfToken }) => {
      try {
        if (localStorage.getItem('user') !== null) return;
        localStorage.setItem('user', user);
        localStorage.setItem('userRole', role);
        sessionStorage.setItem('csrfToken', csrfToken);
      } catch {
        // A document without storage (about:blank) has nothing to sign in.
      }
    },
    { user: session.user, role: session.role, csrfToken: session.csrfToken },
  );
}
