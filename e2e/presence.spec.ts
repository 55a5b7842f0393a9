import { expect, test, type Page } from './support/test';
import { linkFromOutbox, uniqueEmail } from './support/outbox';
import { signInThroughApi, signInWith } from './support/session';

// Users online (issue 18, spec 2 §2.9): every signed-in tab holds a presence socket, and an
// admin watching a university's count sees a second browser arrive and leave. Each project
// watches its own university, so the two projects running at once do not count each other.

const port = () => new URL(test.info().project.use.baseURL!).port;
const onlineNow = (page: Page) =>
  page
    .getByRole('region', { name: 'Users Online Now' })
    .locator('[data-slot="presence-count-value"]');

/** A call to the API from the page, with the session's CSRF token. */
async function apiCall(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          'XSRF-TOKEN': sessionStorage.getItem('csrfToken') ?? '',
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

test('an admin sees the online count go up when someone signs in, and down when they leave', async ({
  page,
  browser,
  request,
}, info) => {
  const university = info.project.name === 'mobile' ? 'lakeside' : 'northbridge';
  const host = `${university}.example.edu`;
  const email = uniqueEmail('online', info.project.name);

  await signInThroughApi(page, 'admin');
  expect(
    await apiCall(page, 'PUT', '/session/university', { universityId: `univ-${university}` }),
  ).toBe(200);
  expect(
    await apiCall(page, 'POST', '/auth/invite', {
      email,
      role: 'STUDENT',
      universityId: `univ-${university}`,
    }),
  ).toBe(201);
  await page.goto('/admin/user-stats');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(onlineNow(page)).toHaveText(/^\d+$/);
  const before = Number(await onlineNow(page).textContent());

  // A second browser joins the university through its invitation and is signed in.
  const other = await browser.newContext();
  const learner = await other.newPage();
  await learner.goto(await linkFromOutbox(request, email, 'INVITATION'));
  await learner.getByRole('textbox', { name: 'First name' }).fill('Olive');
  await learner.getByRole('textbox', { name: 'Last name' }).fill('Online');
  await learner.getByRole('button', { name: 'Create Account' }).click();
  await learner.getByRole('textbox', { name: 'Email' }).fill(email);
  await learner.getByLabel(/^Password\*?$/).fill('Online-pass-1');
  await learner.getByRole('button', { name: 'Join the program' }).click();
  await expect(learner.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await signInWith(learner, email, 'Online-pass-1', `http://${host}:${port()}`);
  await learner.goto(`http://${host}:${port()}/dashboard`);
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(onlineNow(page)).toHaveText(String(before + 1), { timeout: 15_000 });

  // Leaving (the tab closes, its socket with it) takes them off the count.
  await other.close();
  await expect(onlineNow(page)).toHaveText(String(before), { timeout: 15_000 });
});
