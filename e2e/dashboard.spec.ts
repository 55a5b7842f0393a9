import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { dataFromTheNetwork } from './support/page-data';
import { signInThroughApi } from './support/session';

// The learner's and teacher's home (issue 14), against the real server and its seed data.

const hub = (page: Page) => page.getByRole('region', { name: 'Your Next Steps' });

test.describe('the dashboard', () => {
  test('a student lands on the dashboard and reaches a lesson from the hero', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Continue Learning' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You Might Like' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Learning Hub' })).toBeVisible();
    await expect(page.getByText('4 of 6', { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Start learning' }).click();
    await expect(page).toHaveURL(/\/course\/course-1\/lesson\/[^/]+$/);
  });

  test('the parts below the first screen are hydrated where they are once scrolled to', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.setViewportSize({ width: 412, height: 700 });
    await page.goto('/dashboard');
    const carousel = page.getByRole('region', { name: 'You Might Like' });
    const isReacts = () =>
      carousel.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      );
    // Served and started, but not yet React's: nothing below the first screen was hydrated.
    expect(await isReacts()).toBe(false);
    await carousel.evaluate((element) => element.setAttribute('data-served', ''));
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(isReacts).toBe(true);
    // The server's element, hydrated in place, not drawn again; and it works.
    await expect(carousel).toHaveAttribute('data-served', '');
    await expect(carousel.getByRole('listitem')).toHaveCount(8);
    await carousel.getByRole('button', { name: 'Next courses' }).click();
    await expect(carousel.getByRole('list')).not.toHaveJSProperty('scrollLeft', 0);
  });

  test('a teacher sees the analytics variant', async ({ page }) => {
    await signInThroughApi(page, 'teacher');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Learner Analytics' })).toBeVisible();
    await expect(page.getByText('3,247').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continue Learning' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the carousel says Failed to fetch courses, and Riprova recovers', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await dataFromTheNetwork(page);
    let failing = true;
    await page.route('**/api/v1/courses/all', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"success":false,"message":"Boom"}',
          })
        : route.continue(),
    );
    await page.goto('/dashboard');
    await expect(page.getByText('Failed to fetch courses')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByText('Failed to fetch courses')).toHaveCount(0);
    const carousel = page.getByRole('region', { name: 'You Might Like' });
    await expect(carousel.getByRole('link').first()).toBeVisible();
  });

  test('next-step arrows appear only past 3 cards', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    await expect(hub(page).getByRole('button', { name: 'More next steps' })).toBeVisible();

    // The same dashboard with only 3 cards: no arrows.
    await dataFromTheNetwork(page);
    await page.route('**/api/v1/dashboard', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.nextSteps = body.data.nextSteps.slice(0, 3);
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(hub(page).getByRole('article')).toHaveCount(3);
    await expect(hub(page).getByRole('button', { name: 'More next steps' })).toHaveCount(0);
    // A revalidation still in the handler when the test ends must not fail the run.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('Start Now on the welcome card opens the welcome video dialog', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    const welcome = hub(page).getByRole('article', { name: 'Welcome Message' });
    await welcome.getByRole('button', { name: 'Start Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Message' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Welcome message video will appear here')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('keyboard only: the carousel arrows and a course card', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    const carousel = page.getByRole('region', { name: 'You Might Like' });
    const next = carousel.getByRole('button', { name: 'Next courses' });
    await expect(next).toBeVisible();
    // Tab from the top of the page until the arrow has focus, then press it.
    for (let step = 0; step < 80; step++) {
      if (await next.evaluate((node) => node === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Previous courses' })).toBeEnabled();
    // The next steps' arrows and a card's action, by keyboard too.
    const moreSteps = hub(page).getByRole('button', { name: 'More next steps' });
    await moreSteps.focus();
    await page.keyboard.press('Enter');
    await expect(hub(page).getByRole('button', { name: 'Previous next steps' })).toBeEnabled();
    await hub(page)
      .getByRole('article', { name: 'Welcome Message' })
      .getByRole('button', { name: 'Start Now' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Welcome Message' })).toBeVisible();
    await page.keyboard.press('Escape');
    const firstCard = carousel.getByRole('link').first();
    await firstCard.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/course\/[^/]+\/preview$/);
  });
});
