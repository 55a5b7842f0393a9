import { strToU8, zipSync } from 'fflate';
import { courseImportResponseSchema } from '@lp/contract/api';
import { zipFixture } from '../packages/server/src/courses/interchange/fixture-zip';
import { expect, test, DESKTOP_ONLY, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createPrivateServer, type PrivateServer } from './support/private-server';
import { DEMO_PASSWORD, signInWith } from './support/session';

// Importing a Common Cartridge through the builder's page (issue 32): a teacher uploads a
// cartridge that Canvas made (the Ally workshop fixture), and the draft opens in the builder
// with the cartridge's modules and lessons; a file that is no cartridge is refused with its
// message. On a server of the journey's own, so the shared server's courses stay as seeded.

let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await createPrivateServer();
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** Chooses a file in the builder's Import form and sends it. */
async function importFile(page: Page, name: string, bytes: Uint8Array) {
  await page.getByLabel('Import a course').setInputFiles({
    name,
    mimeType: 'application/zip',
    buffer: Buffer.from(bytes),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

async function openBuilder(page: Page) {
  await signInWith(page, 'teacher@demo.edu', DEMO_PASSWORD, server.baseURL);
  await page.goto(`${server.baseURL}/builder`);
  await expect(page.getByRole('button', { name: 'New course' })).toBeVisible();
}

test(
  'a teacher imports a Canvas cartridge and finds its modules and lessons in the builder',
  DESKTOP_ONLY,
  async ({ page }) => {
    test.setTimeout(120_000);
    await openBuilder(page);
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/courses/import') && response.request().method() === 'POST',
    );
    await importFile(page, 'ally-workshop.imscc', zipFixture('ally-workshop'));

    // The import's report: what came in, and what the cartridge held that a course cannot.
    const response = await answered;
    expect(response.status()).toBe(201);
    const { course, source, report } = courseImportResponseSchema.parse(
      (await response.json()).data,
    );
    expect(source).toBe('common-cartridge');
    expect(report.imported).toBe(6);
    expect(report.skipped.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['Discussion topic', 'Image']),
    );

    // The page says what came in and lists what did not, with the way to the draft.
    const shown = page.locator('[data-slot=import-report]');
    await expect(shown).toContainText('Imported “Ally: Accessibility Workshop” as a draft');
    await expect(shown).toContainText('6 lessons came in.');
    await expect(shown.getByRole('listitem')).toHaveCount(report.skipped.length);
    await expect(shown).toContainText('(Discussion topic)');
    await expectNoAxeViolations(page);
    await shown.getByRole('link', { name: 'Open the course' }).click();

    // The draft opens in the builder, with the cartridge's organization as its structure.
    await expect(page).toHaveURL(new RegExp(`/builder/${course.id}$`));
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Ally: Accessibility Workshop',
    );
    const modules = page.getByRole('textbox', { name: 'Module title', exact: true });
    await expect(modules).toHaveCount(4);
    expect(
      await modules.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual([
      'Part 1: Overview: Accessibility and ALLY',
      'Part 2: "Before" courses',
      'Part 3: "After" courses',
      'More on Accessibility',
    ]);
    const lessons = page.getByRole('textbox', { name: 'Lesson title', exact: true });
    await expect(lessons).toHaveCount(6);
    expect(
      await lessons.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual([
      'Accessibility FAQ',
      'What is ALLY?',
      'Alt Text: Writing Alternative Text',
      'Caption Hub',
      'Call it out to your Students',
      'Accessibility Resources',
    ]);
    // A draft: only staff see it until it is published.
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();

    // The teacher's list has it too.
    await page.goto(`${server.baseURL}/builder`);
    await expect(
      page.getByRole('link', { name: 'Ally: Accessibility Workshop', exact: true }),
    ).toBeVisible();
  },
);

test(
  'a file that is not a cartridge is refused with a clear message',
  DESKTOP_ONLY,
  async ({ page }) => {
    await openBuilder(page);
    await importFile(page, 'notes.zip', zipSync({ 'notes.txt': strToU8('Lecture notes') }));
    await expect(
      page.getByText(
        'The file is neither a course archive nor a Common Cartridge: it has no course.json or imsmanifest.xml.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/builder$/);

    await importFile(page, 'syllabus.imscc', strToU8('<html>A syllabus, not a zip</html>'));
    await expect(
      page.getByText('The file is not a zip archive. Upload a .zip or .imscc file.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/builder$/);
  },
);
