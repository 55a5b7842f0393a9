import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createPrivateServer, type PrivateServer } from './support/private-server';
import { DEMO_PASSWORD, signInWith } from './support/session';

// The Course Builder (issue 32): a teacher starts a course, writes a module with a text, a
// video (with its transcript) and a quiz lesson by keyboard, and publishes it; a student of the
// same university then finds it in the catalogue, enrols and passes the quiz. And two tabs on one course: the second save meets the first's newer version, asks,
// and keeps what was typed. On a server of the journey's own, so the shared server's
// catalogue, which other journeys count, stays as seeded.

let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await createPrivateServer({ serverRendered: true });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** Starts a course from /builder and waits for its builder page. */
async function newCourse(page: Page) {
  await page.goto(`${server.baseURL}/builder`);
  await page.getByRole('button', { name: 'New course' }).click();
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Untitled course',
  );
  return page.url();
}

const saved = (page: Page) => expect(page.getByText('Saved', { exact: true })).toBeVisible();

test('@desktop a teacher writes a text, a video and a quiz lesson by keyboard and publishes; a student finds it and passes the quiz', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInWith(page, 'teacher@demo.edu', DEMO_PASSWORD, server.baseURL);
  const address = await newCourse(page);
  const courseId = address.split('/').pop()!;

  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Tidal Engineering');
  await page.getByRole('textbox', { name: 'Category' }).fill('Engineering');
  await saved(page);

  await page.getByRole('button', { name: 'Add module' }).focus();
  await page.keyboard.press('Enter');
  /** Adds a lesson of a type by keyboard: the menu of types opens on Text. */
  async function addLesson(type: 'Text' | 'Video' | 'Quiz') {
    await page.getByRole('button', { name: 'Add lesson' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Text' })).toBeFocused();
    for (const next of ['Video', 'Quiz'].slice(0, ['Text', 'Video', 'Quiz'].indexOf(type))) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: next })).toBeFocused();
    }
    await expect(page.getByRole('menuitem', { name: type })).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await addLesson('Text');
  await page
    .getByRole('textbox', { name: 'Lesson text (Markdown)' })
    .fill('# Tides\n\nThe moon pulls the sea.');
  await saved(page);
  await expectNoAxeViolations(page);

  await addLesson('Video');
  await page
    .getByRole('textbox', { name: 'Video address' })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByLabel('Transcript (WebVTT)').setInputFiles({
    name: 'tides.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ana>High tide comes twice a day.\n',
    ),
  });
  await expect(page.getByText('High tide comes twice a day.')).toBeVisible();
  await saved(page);

  await addLesson('Quiz');
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill('What pulls the sea?');
  await page.getByRole('textbox', { name: 'Option 1', exact: true }).fill('The moon');
  await page.getByRole('textbox', { name: 'Option 2', exact: true }).fill('The wind');
  await page.getByRole('radio', { name: 'Option 1 is correct' }).check();
  await saved(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await saved(page);

  // What was saved is what the page draws again.
  await page.goto(address);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Tidal Engineering',
  );
  const stored = await (
    await page.request.get(`${server.baseURL}/api/v1/courses/${courseId}/authoring`)
  ).json();
  const lessons = stored.data.modules[0].lessons as { id: string; type: string }[];
  expect(lessons.map((lesson) => lesson.type)).toEqual(['text', 'video', 'quiz']);
  expect(stored.data.transcripts).toHaveLength(1);
  const quiz = lessons[2]!;

  const student = await browser.newPage();
  await signInWith(student, 'student@demo.edu', DEMO_PASSWORD, server.baseURL);
  await student.goto(`${server.baseURL}/catalog?q=Tidal`);
  await expect(student.getByRole('link', { name: 'Tidal Engineering', exact: true })).toBeVisible();
  await student.getByRole('button', { name: 'Enroll in Tidal Engineering' }).click();
  await expect(student.getByText('You are now enrolled in Tidal Engineering.')).toBeAttached();
  await student.goto(`${server.baseURL}/course/${courseId}/lesson/${quiz.id}`);
  await student.getByRole('radio', { name: 'The moon' }).check();
  await student.getByRole('button', { name: 'Submit Answer' }).click();
  await student.getByRole('button', { name: 'Complete Quiz' }).click();
  await expect(student.getByRole('heading', { name: 'Quiz Complete' })).toBeVisible();
  await expect(student.getByText('100%', { exact: true })).toBeVisible();
  await student.close();
});

test('@desktop two tabs on one course: the later save asks, and keeping its copy loses nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWith(page, 'teacher@demo.edu', DEMO_PASSWORD, server.baseURL);
  const address = await newCourse(page);
  const second = await page.context().newPage();
  await second.goto(address);
  await expect(second.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Untitled course',
  );

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed in the first tab');
  await saved(page);

  await second.getByRole('textbox', { name: 'Description' }).fill('Typed in the second tab');
  const dialog = second.getByRole('alertdialog', { name: 'Someone else saved this course' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my copy' }).click();
  await saved(second);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Typed in the second tab',
  );
});
