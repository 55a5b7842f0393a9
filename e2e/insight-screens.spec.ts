import { expect, test } from './support/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughApi } from './support/session';

// The organizations dashboard and university analytics (issue 18) against the real server.

test.describe('organizations dashboard', () => {
  test('search to the empty state and back, a CSV report, and a message sent for real', async ({
    page,
  }) => {
    await signInThroughApi(page, 'admin');
    await page.goto('/admin/organizations');
    await expect(page.getByRole('heading', { name: 'Organizations Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search organizations...' });
    await search.fill('no such organization');
    await expect(page.getByText('No organizations found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
    await search.fill('');
    await expect(page.getByText('No organizations found')).toHaveCount(0);

    // Export Reports refuses no section, then downloads the CSV of the chosen one.
    await page.getByRole('button', { name: 'Export Data' }).first().click();
    const report = page.getByRole('dialog', { name: 'Export Reports' });
    for (const box of await report.getByRole('checkbox').all()) await box.uncheck();
    await expect(report.getByText('Select at least one section')).toBeVisible();
    await expect(report.getByRole('button', { name: 'Export Report' })).toBeDisabled();
    await report.getByRole('checkbox').first().check();
    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Export Report' }).click();
    const file = await download;
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]).toMatch(/^"/);

    // Message All: the server sends, and says to how many.
    await page.getByRole('button', { name: 'Message All' }).first().click();
    const hub = page.getByRole('dialog', { name: 'Communication Hub' });
    await expect(hub.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await hub.getByRole('textbox', { name: 'Subject' }).fill('Reading week');
    await hub.getByRole('textbox', { name: 'Message' }).fill('The library stays open late.');
    await hub.getByRole('button', { name: 'Send Message' }).click();
    await expect(hub.getByText(/^Message sent to \d+ (people|person)\.$/)).toBeVisible();
  });
});

test.describe('university analytics', () => {
  test('an admin switches the period; the counted figures and the sample ones are told apart', async ({
    page,
  }) => {
    await signInThroughApi(page, 'admin');
    await page.goto('/admin/university-analytics');
    await expect(
      page.getByRole('heading', { name: 'University Analytics', level: 2 }),
    ).toBeVisible();
    await expect(page.getByText('Total Students')).toBeVisible();
    await expect(page.getByText('Sample data').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/period=7d/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Total Students')).toBeVisible();
  });

  test('a student is denied analytics and sent away from organizations', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/admin/university-analytics');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await page.goto('/admin/organizations');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
