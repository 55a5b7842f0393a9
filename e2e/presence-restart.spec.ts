import { expect, test, type Page } from './support/test';
import { createPrivateServer, type PrivateServer } from './support/private-server';
import { DEMO_PASSWORD, signInWith } from './support/session';

// Users online through a server restart (issue 18): the server stops and starts again while an
// admin watches /admin/user-stats; the page says it is reconnecting, and the count comes back
// by itself, without a reload, on the same session (sessions live in the database). The shared
// server stays up for the other journeys: this one stops and starts a server of its own.

test.describe.configure({ mode: 'serial' });

let server: PrivateServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await createPrivateServer();
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

const stats = (page: Page) => page.locator('[data-slot="user-stats"]');
const connectionState = (page: Page) =>
  page.getByRole('status').filter({ has: page.locator('[data-slot="connection-state"]') });
const onlineNow = (page: Page) =>
  page
    .getByRole('region', { name: 'Users Online Now' })
    .locator('[data-slot="presence-count-value"]');

test('@desktop the online count comes back by itself after the server restarts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWith(page, 'admin@demo.edu', DEMO_PASSWORD, server.baseURL);
  await page.goto(`${server.baseURL}/admin/user-stats`);
  await expect(connectionState(page)).toHaveText(/Connected/);
  // The admin watching is signed in, so counted.
  await expect(onlineNow(page)).toHaveText(/^[1-9]\d*$/);
  // A reload would lose this mark: its presence at the end shows the page never reloaded.
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  // When the page hears a count on a socket opened from here on (so after the restart).
  const countsHeardAt: number[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('userCountUpdate')) countsHeardAt.push(Date.now());
    });
  });

  // Every state the page goes through, so a short-lived one is not missed between two looks.
  await page.evaluate(() => {
    const root = document.querySelector('[data-slot="user-stats"]')!;
    const seen: string[] = [];
    (window as unknown as { presenceStates: string[] }).presenceStates = seen;
    new MutationObserver(() => seen.push(root.getAttribute('data-state') ?? '')).observe(root, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  const statesSeen = () =>
    page.evaluate(() => (window as unknown as { presenceStates: string[] }).presenceStates);

  await server.stop();
  const stoppedAt = Date.now();
  // It says it is reconnecting, then (once a retry fails) counts down to the next attempt.
  await expect.poll(statesSeen).toContain('reconnecting');
  await expect(page.locator('[data-slot="retry-countdown"]')).toHaveText(
    /^(Next attempt in \d+ seconds?|Trying again\.\.\.)$/,
  );
  // The count stays on screen meanwhile (a reconnect does not blank it).
  await expect(onlineNow(page)).toHaveText(/^\d+$/);

  await server.start();
  const back = Date.now();
  // Generous: the client's backoff is capped at 30 s, and the machine may be busy.
  await expect(stats(page)).toHaveAttribute('data-state', 'connected', { timeout: 60_000 });
  await expect(connectionState(page)).toHaveText(/Connected/);
  await expect.poll(() => countsHeardAt.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const resumed = countsHeardAt[0]!;
  console.log(`presence reconnect after restart: ${Math.max(0, resumed - back)} ms`);
  // What the wait depends on: the longer the server was away, the longer the client's backoff.
  console.log(`presence restart: server away for ${back - stoppedAt} ms`);
  await expect(onlineNow(page)).toHaveText(/^[1-9]\d*$/);

  expect(
    await page.evaluate(
      () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
    ),
  ).toBe(true);
  // The same browser is still signed in: its session survived in the database.
  expect(
    await page.evaluate(
      async () => (await fetch('/api/v1/auth/me', { credentials: 'include' })).status,
    ),
  ).toBe(200);
});
