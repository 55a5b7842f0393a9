import { expect, test, type Page } from './support/test';
import { signInThroughApi } from './support/session';

// First paint (issue 20, decisions 0016 and 0017): the page the server sends already carries
// the university's brand, the visitor's colour mode, the route's code to preload and the
// answers its loader reads first, so the app paints without a chain of round trips.

const ANSWERS = /<script type="application\/json" id="lp-answers">([\s\S]*?)<\/script>/;
const answerPaths = (html: string) => Object.keys(JSON.parse(ANSWERS.exec(html)?.[1] ?? '{}'));
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map(
    (match) => match[1],
  );
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';

/** The scripts and API requests a page load makes until the network is idle. */
async function loadRecording(page: Page, path: string) {
  const scripts: string[] = [];
  const api: string[] = [];
  const record = (request: { url(): string; resourceType(): string }) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname.split('/').pop()!);
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  };
  page.on('request', record);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', record);
  return { html: (await response?.text()) ?? '', scripts, api };
}

test.describe('the first HTML @desktop', () => {
  test('of a signed-in page names its code and carries its first answers', async ({ page }) => {
    await signInThroughApi(page, 'student');
    const { html, scripts, api } = await loadRecording(page, '/dashboard');

    expect(htmlTag(html)).toContain('data-lp-brand="default"');
    expect(answerPaths(html).sort()).toEqual(['/courses/all', '/dashboard', '/settings/video']);
    // The page asked the API for none of them, and shows their content.
    expect(
      api.filter((path) => ['/api/v1/dashboard', '/api/v1/courses/all'].includes(path)),
    ).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Your Learning Hub' })).toBeVisible();
    // Every script it ran was named in the HTML (the entry or a preload): none found late.
    const named = new Set([
      ...preloaded(html),
      ...[...html.matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+)"/g)].map(
        (match) => match[1],
      ),
    ]);
    expect(preloaded(html).some((file) => file?.startsWith('dashboard-screen-'))).toBe(true);
    expect(scripts.filter((file) => !named.has(file))).toEqual([]);
  });

  test('of a lesson carries the course, and the lesson shows without asking for it', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    const { html, api } = await loadRecording(page, '/course/course-1/lesson/lesson-1-2');
    expect(answerPaths(html)).toEqual(['/courses/course-1']);
    expect(api).not.toContain('/api/v1/courses/course-1');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Key Terms and Concepts' }),
    ).toBeVisible();
  });

  test('is in the visitor’s dark mode once they have chosen it', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // The app tells the server the mode in use (a cookie) on its first load...
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // ...and every page after that is sent in it, before any script runs.
    const { html } = await loadRecording(page, '/my-learning');
    expect(htmlTag(html)).toMatch(/class="dark"/);
  });

  test('of a signed-in page still sends a signed-out visitor to sign in', async ({ page }) => {
    const { html } = await loadRecording(page, '/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // Nothing of anyone's is in it; its preloads are the sign-in page's.
    expect(html).not.toContain('lp-answers');
    expect(preloaded(html).some((file) => file?.startsWith('login-screen-'))).toBe(true);
  });
});

test.describe('a video lesson on a phone @mobile', () => {
  test('does not move what is already on screen when its player arrives', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/course/course-1/lesson/lesson-1-1', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Key Takeaways' })).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    // Lighthouse's aim is a cumulative layout shift under 0.05; a player that pushed the
    // takeaways down measured 0.24.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });
});
