import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughApi } from './support/session';

// The live session and Video Content Administration (issue 15), against the real server: the
// stream address is stored there, for everyone.

test.describe('live session and its administration', () => {
  test('an admin changes the stream through the confirm dialog, and a student then sees it', async ({
    page,
    browser,
  }) => {
    // Each viewport saves its own address: both run against the same server.
    const videoId = test.info().project.name === 'mobile' ? '76979871' : '22439234';
    await signInThroughApi(page, 'admin');
    await page.goto('/live/admin');
    await expect(page.getByRole('heading', { name: 'Video Content Administration' })).toBeVisible();
    await expectNoAxeViolations(page);
    const input = page.getByRole('textbox', { name: /new/i }).first();

    // The spec's checks, before any dialog.
    await input.fill('https://example.com/123');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(
        'Please enter a valid Vimeo URL (e.g., vimeo.com/123456 or vimeo.com/event/123456/embed)',
      ),
    ).toBeVisible();

    await input.fill(`https://vimeo.com/${videoId}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm URL Change' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox').fill('nope');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(
      dialog.getByText("Please type 'confirm' to proceed with the changes."),
    ).toBeVisible();
    await dialog.getByRole('textbox').fill('CONFIRM');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('Live stream URL updated successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // A student's /live now plays the new address.
    const context = await browser.newContext();
    const student = await context.newPage();
    await signInThroughApi(student, 'student');
    await student.goto('/live');
    await expect(student.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`player\\.vimeo\\.com/video/${videoId}`),
    );
    await expect(student.getByRole('link', { name: 'Manage Stream' })).toHaveCount(0);
    await expectNoAxeViolations(student);
    await context.close();
  });

  test('a student is sent from /live/admin to the dashboard, and the server refuses the save', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/live/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/v1/settings/video/live', {
        method: 'PUT',
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          'XSRF-TOKEN': sessionStorage.getItem('csrfToken') ?? '',
        },
        body: JSON.stringify({ url: 'https://vimeo.com/123456' }),
      });
      return response.status;
    });
    expect(status).toBe(403);
  });

  test('a teacher sees Manage Stream on /live', async ({ page }) => {
    await signInThroughApi(page, 'teacher');
    await page.goto('/live');
    await expect(page.getByRole('link', { name: 'Manage Stream' })).toBeVisible();
  });
});
