import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { linkFromOutbox, uniqueEmail } from './support/outbox';
import { signInThroughApi, signInWith } from './support/session';

// University management (issue 16, spec 2 §2.11): a superuser creates a university with its
// own host; the host serves it at once and its administrator's invitation opens there; the
// university is edited; deleting it is refused while it has an account.

const port = () => new URL(test.info().project.use.baseURL!).port;
const row = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('university management', () => {
  test('a superuser creates a university on its own host, edits it, and cannot delete it once someone joined', async ({
    page,
    request,
  }, info) => {
    const tag = `e2e-${info.project.name}-${Date.now()}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
    const name = `Test University ${tag}`;
    const host = `${tag}.example.edu`;
    const adminEmail = uniqueEmail('univ-admin', info.project.name);

    await signInThroughApi(page, 'superuser');
    await page.goto('/admin/universities');
    await expect(
      page.getByRole('heading', { name: 'University Management', level: 2 }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create University' }).click();
    await expect(page).toHaveURL(/mode=create/);

    // Submitting empty shows the contract's messages and sends nothing.
    await page.getByRole('button', { name: 'Create University' }).last().click();
    await expect(page.getByText('University name is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'University Name' }).fill(name);
    // The slug follows the name until it is edited by hand.
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(`test-university-${tag}`);
    await page.getByRole('textbox', { name: 'Domain' }).fill(host);
    await page.getByRole('textbox', { name: 'Admin Name' }).fill('Ada Admin');
    await page.getByRole('textbox', { name: 'Admin Email' }).fill(adminEmail);
    await page.getByRole('button', { name: 'Create University' }).last().click();

    await expect(page).not.toHaveURL(/mode=create/);
    await expect(row(page, name)).toBeVisible();

    // The new host serves the new university at once, under its own name.
    await page.goto(`http://${host}:${port()}/auth/login`);
    await expect(page).toHaveTitle(new RegExp(name));

    // Its administrator's invitation opens on that host; joining makes an account there.
    const invitation = await linkFromOutbox(request, adminEmail, 'INVITATION');
    expect(new URL(invitation).hostname).toBe(host);
    await page.goto(invitation);
    await expect(page.getByRole('heading', { name: "You've Been Invited" })).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Admin');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(adminEmail);
    await page.getByLabel(/^Password\*?$/).fill('Invited-pass-1');
    await page.getByRole('button', { name: 'Join the program' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    // They sign in there, as their university's administrator.
    const origin = `http://${host}:${port()}`;
    await signInWith(page, adminEmail, 'Invited-pass-1', origin);
    await page.goto(`${origin}/admin/users`);
    await expect(page.getByRole('heading', { name: 'User Management', level: 2 })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(adminEmail);

    // Back on the deployment's own host, the superuser edits the description.
    await page.goto('/admin/universities');
    await row(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(page).toHaveURL(/edit=/);
    await expect(page.getByRole('textbox', { name: 'Admin Email' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Description' }).fill('Edited by the e2e journey.');
    await page.getByRole('button', { name: 'Update University' }).click();
    await expect(page).not.toHaveURL(/edit=/);
    await row(page, name)
      .getByRole('button', { name: `View details of ${name}` })
      .click();
    await expect(row(page, name)).toContainText('Edited by the e2e journey.');

    // Deleting asks first, and the server refuses while the university has an account.
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `Are you sure you want to delete ${name}? This action cannot be undone.`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('1 account still belongs to this university.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, name)).toBeVisible();
  });

  test('a student is kept out of every admin screen', async ({ page }) => {
    await signInThroughApi(page, 'student');
    for (const path of ['/admin/super-dashboard', '/admin/universities', '/admin/users']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create University' })).toHaveCount(0);
    }
    // User statistics sends everyone else to the dashboard (spec 2 §2.9).
    await page.goto('/admin/user-stats');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
