import { expect, test, type APIRequestContext, type Page } from './test';
import { linkFromOutbox, uniqueEmail } from './outbox';
import { signInThroughApi } from './session';

export interface TestUniversity {
  id: string;
  name: string;
  host: string;
  /** http://{host}:{port}: the university's own pages. */
  origin: string;
  adminEmail: string;
  adminPassword: string;
}

const ADMIN_PASSWORD = 'Branded-pass-1';

/**
 * A university of its own for a journey that changes one (its brand, its people), so that
 * the demo universities other journeys look at stay as they are: a superuser creates it on its
 * own host through the API, and its administrator accepts the invitation. The page ends signed
 * in as the superuser.
 */
export async function createUniversityWithAdmin(
  page: Page,
  request: APIRequestContext,
  label: string,
  project: string,
): Promise<TestUniversity> {
  const tag = `${label}-${project}-${Date.now()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const name = `Test University ${tag}`;
  const host = `${tag}.example.edu`;
  const adminEmail = uniqueEmail(label, project);
  const port = new URL(test.info().project.use.baseURL!).port;

  await signInThroughApi(page, 'superuser');
  const id = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/v1/universities', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'XSRF-TOKEN': sessionStorage.getItem('csrfToken') ?? '',
        },
        credentials: 'include',
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`create university: ${response.status} ${answer.message}`);
      return answer.data.university.id as string;
    },
    { name, slug: tag, domain: host, adminEmail, adminName: 'Brand Admin', status: 'active' },
  );

  const invitation = new URL(await linkFromOutbox(request, adminEmail, 'INVITATION'));
  const token = invitation.searchParams.get('token');
  expect(token, 'the invitation link carries its token').toBeTruthy();
  const origin = `http://${host}:${port}`;
  // Through the page: only the browser resolves the test hosts (*.example.edu) to this machine.
  await page.goto(`${origin}/config.json`);
  const accepted = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/v1/auth/invite/accept', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      });
      return `${response.status} ${await response.text()}`;
    },
    { token, firstName: 'Brand', lastName: 'Admin', email: adminEmail, password: ADMIN_PASSWORD },
  );
  expect(accepted).toMatch(/^20\d /);
  return { id, name, host, origin, adminEmail, adminPassword: ADMIN_PASSWORD };
}
