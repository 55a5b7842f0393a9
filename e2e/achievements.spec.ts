import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { signInAsNewStudent } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/outbox';

// Achievements (issue 35): a student completes the shortest seeded course of two lessons
// (course-8, UX Research Methods), sees its certificate on /certificates, downloads the PDF,
// and a signed-out visitor confirms it on /verify/{id}. The first lesson is completed through
// the API; the last in the lesson player, with its 'Mark as complete'.

const COURSE = 'course-8';
const LESSONS = ['lesson-8-1', 'lesson-8-2'];

/** Completes a lesson as the signed-in page, with the CSRF token the app keeps. */
async function completeLesson(page: Page, lessonId: string) {
  const csrf = await page.evaluate(() => sessionStorage.getItem('csrfToken'));
  const response = await page.request.put(
    `/api/v1/courses/${COURSE}/lessons/${lessonId}/completion`,
    { data: {}, headers: { 'xsrf-token': csrf ?? '' } },
  );
  expect(response.status(), await response.text()).toBe(200);
}

/** The text a PDF's pages draw, as pdf-lib writes a standard font's text (hex, WinAnsi). */
async function pdfDraws(bytes: Uint8Array, text: string): Promise<boolean> {
  const pdf = await PDFDocument.load(bytes);
  const hex = `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;
  return pdf.getPages().some((page) => {
    const contents = page.node.Contents();
    const refs = contents && 'asArray' in contents ? contents.asArray() : [contents];
    return refs
      .map((ref) => pdf.context.lookup(ref))
      .filter((each): each is PDFRawStream => each instanceof PDFRawStream)
      .some((raw) =>
        Buffer.from(decodePDFRawStream(raw).decode()).toString('latin1').includes(hex),
      );
  });
}

test.describe('achievements and certificates @desktop', () => {
  test('a student completes a course, downloads its certificate, and anyone verifies it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInAsNewStudent(page, request, uniqueEmail('certificate', 'desktop'));

    // Not before completion: nothing on the page, even halfway through.
    await page.goto('/certificates');
    await expect(page.getByRole('heading', { level: 2, name: 'Achievements' })).toBeVisible();
    await expect(page.getByText('No certificates yet')).toBeVisible();
    await completeLesson(page, LESSONS[0]!);
    await page.reload();
    await expect(page.getByText('No certificates yet')).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Progress in UX Research Methods' }),
    ).toHaveAttribute('aria-valuenow', '50');

    // The last lesson, in the player: the outline's lesson is marked done, and the course with it.
    await page.goto(`/course/${COURSE}/lesson/${LESSONS[1]!}`);
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByText('Lesson completed')).toBeVisible();
    await page.goto('/certificates');
    const list = page.getByRole('list', { name: 'Your certificates' });
    await expect(list.getByRole('heading', { name: 'UX Research Methods' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: 'Download PDF: the certificate of UX Research Methods' })
        .click(),
    ]);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    expect(await pdfDraws(pdf, 'Ada Lovelace')).toBe(true);
    expect(await pdfDraws(pdf, 'UX Research Methods')).toBe(true);

    const verification = await page
      .getByRole('link', { name: /^Verification page: the certificate of UX Research Methods/ })
      .getAttribute('href');
    const verifyPath = new URL(verification!).pathname;
    expect(verifyPath).toMatch(/^\/verify\/[A-Za-z0-9_-]{22}$/);

    // A signed-out visitor, in a browser of their own.
    const visitor = await browser.newContext({ baseURL });
    const outsider = await visitor.newPage();
    await outsider.goto(verifyPath);
    await expect(outsider.getByRole('heading', { name: 'Certificate verified' })).toBeVisible();
    await expect(outsider.getByText('Ada Lovelace')).toBeVisible();
    await expect(outsider.getByText('UX Research Methods')).toBeVisible();
    await expectNoAxeViolations(outsider);

    // Drawn by the server: readable before (here, without) the app's script.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const reader = await noScript.newPage();
    await reader.goto(verifyPath, { waitUntil: 'domcontentloaded' });
    await expect(reader.getByRole('heading', { name: 'Certificate verified' })).toBeVisible();
    await expect(reader.getByText('Ada Lovelace')).toBeVisible();
    await noScript.close();

    await outsider.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(outsider.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    await expectNoAxeViolations(outsider);
    await visitor.close();
  });
});
