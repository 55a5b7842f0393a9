import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2025!';
export type DemoRole = 'student' | 'teacher' | 'admin' | 'superuser' | 'university_admin';

/**
 * Signs a demo account in through the real API from the page's own origin, then stores the
 * session the way the app does after its login form succeeds (user in local storage, CSRF
 * token in session storage). The login form itself is exercised by its own journeys.
 */
export async function signInThroughApi(page: Page, role: DemoRole) {
  await page.goto('/config.json');
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
    { email: `${role}@demo.edu`, password: DEMO_PASSWORD },
  );
  if (!ok) throw new Error(`Could not sign in as ${role}`);
}
