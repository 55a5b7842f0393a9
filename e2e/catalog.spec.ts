import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createPrivateServer, type PrivateServer } from './support/private-server';
import { DEMO_PASSWORD, signInWith } from './support/session';

// The Course Catalogue and My Courses (issue 32): a student filters the catalogue, pages,
// enrols, and finds the course in My Courses under In progress, where Continue opens its
// lesson; with the app's script and without it. Paging needs more courses than a page holds
// (24), so a teacher writes 30 on a server of the journey's own: the shared server's
// catalogue, which other journeys count, stays as seeded.

const COURSES = 30;
const CATEGORY = 'Orbital Mechanics';
const title = (n: number) => `Orbit ${String(n).padStart(2, '0')}`;

let server: PrivateServer;

/** Signs in through the API from Node: the session cookie and the CSRF token. */
async function apiSession(baseURL: string, email: string) {
  const response = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  const { data } = (await response.json()) as { data: { csrfToken: string } };
  return { cookie, csrf: data.csrfToken };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await createPrivateServer({ serverRendered: true });
  await server.start();
  const teacher = await apiSession(server.baseURL, 'teacher@demo.edu');
  for (let n = 1; n <= COURSES; n += 1) {
    const response = await fetch(`${server.baseURL}/api/v1/courses`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.baseURL,
        Cookie: teacher.cookie,
        'XSRF-TOKEN': teacher.csrf,
      },
      body: JSON.stringify({
        title: title(n),
        description: `Orbits, part ${n}.`,
        category: CATEGORY,
        difficultyLevel: 'BEGINNER',
        estimatedDurationHours: 1 + (n % 5),
        language: 'en',
        isPublished: true,
        modules: [
          {
            id: 'm1',
            title: 'Kepler',
            description: '',
            totalDuration: '10m',
            lessons: ['First law', 'Second law'].map((lesson, order) => ({
              id: `l${order + 1}`,
              title: lesson,
              type: 'text',
              content: `# ${lesson}`,
              duration: 5,
              order,
              completed: false,
              isCompleted: false,
              description: '',
              summary: [],
              reflectionQuestions: [],
              aiReplies: {},
            })),
          },
        ],
      }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
  // The server loads its render module and the pages' code on the first page it draws; on a
  // busy machine that first render can outlast its time limit and go out empty, which the
  // journey without JavaScript would take for a broken page. Drawn once here, it is warm.
  const drawn = async () => {
    const page = await fetch(`${server.baseURL}/catalog`, { headers: { Cookie: teacher.cookie } });
    return (await page.text()).includes('data-slot="course-catalog-page"');
  };
  await expect.poll(drawn, { timeout: 60_000 }).toBe(true);
});
test.afterAll(async () => {
  await server?.dispose();
});

/** The id of a course of the catalogue, from its card's link (its preview). */
async function courseIdOf(page: Page, courseTitle: string) {
  const href = await page
    .getByRole('link', { name: courseTitle, exact: true })
    .getAttribute('href');
  const id = /\/course\/([^/]+)\/preview$/.exec(href ?? '')?.[1];
  expect(id, `the link of ${courseTitle}`).toBeTruthy();
  return id!;
}

/** A browser without JavaScript, signed in as the page's user. */
async function withoutScript(page: Page, browser: Browser) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return { context, noScript: await context.newPage() };
}

test('@desktop a student filters, pages and enrols, then continues from My Courses', async ({
  page,
}) => {
  await signInWith(page, 'student@demo.edu', DEMO_PASSWORD, server.baseURL);
  await page.goto(`${server.baseURL}/catalog`);
  await expect(page.getByRole('heading', { level: 2, name: 'Course Catalogue' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).selectOption(CATEGORY);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/catalog\?category=Orbital\+Mechanics&sort=title$/);
  await expect(page.getByText(`${COURSES} courses`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Showing 1 to 24 of ${COURSES} courses`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const pager = page.getByRole('navigation', { name: 'Catalogue pages' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/&page=2$/);
  await expect(page.getByText(`Showing 25 to ${COURSES} of ${COURSES} courses`)).toBeVisible();
  const courses = page.getByRole('list', { name: 'Courses' });
  await expect(courses.getByRole('listitem')).toHaveCount(COURSES - 24);
  await expect(courses.getByRole('link', { name: title(25), exact: true })).toBeVisible();

  const chosen = title(29);
  const courseId = await courseIdOf(page, chosen);
  await page.getByRole('button', { name: `Enroll in ${chosen}` }).click();
  await expect(page.getByRole('link', { name: `Go to course: ${chosen}` })).toBeVisible();
  await expect(page.getByText(`You are now enrolled in ${chosen}.`)).toBeAttached();

  await page.goto(`${server.baseURL}/courses`);
  const inProgress = page.getByRole('list', { name: 'In progress' });
  await expect(inProgress.getByRole('link', { name: chosen, exact: true })).toBeVisible();
  await expect(inProgress.getByText('0 of 2 lessons').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: `Continue ${chosen}` }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/lesson/l1$`));
  await expect(page.getByRole('heading', { name: 'First law' }).first()).toBeVisible();
});

test('@desktop without JavaScript the catalogue filters, pages and enrols, and My Courses shows it', async ({
  page,
  browser,
}) => {
  await signInWith(page, 'student@demo.edu', DEMO_PASSWORD, server.baseURL);
  const { context, noScript } = await withoutScript(page, browser);
  await noScript.goto('/catalog', { waitUntil: 'domcontentloaded' });

  // The browser's own GET form: the address carries the filters, the server draws the list.
  await noScript.getByRole('combobox', { name: 'Category' }).selectOption(CATEGORY);
  await noScript.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
  await noScript.getByRole('button', { name: 'Apply filters' }).click();
  await expect(noScript).toHaveURL(/category=Orbital\+Mechanics/);
  await expect(noScript.getByText(`Showing 1 to 24 of ${COURSES} courses`)).toBeVisible();
  await expect(noScript.getByRole('combobox', { name: 'Category' })).toHaveValue(CATEGORY);

  await noScript.getByRole('link', { name: 'Page 2' }).click();
  await expect(noScript).toHaveURL(/page=2$/);
  await expect(noScript.getByText(`Showing 25 to ${COURSES} of ${COURSES} courses`)).toBeVisible();

  // Enroll posts to the page's action, which enrols and comes back to the same address.
  const chosen = title(30);
  await noScript.getByRole('button', { name: `Enroll in ${chosen}` }).click();
  await expect(noScript).toHaveURL(/category=Orbital\+Mechanics&sort=title&page=2$/);
  await expect(noScript.getByRole('link', { name: `Go to course: ${chosen}` })).toBeVisible();

  // My Courses' lists are links too.
  await noScript.goto('/courses', { waitUntil: 'domcontentloaded' });
  await expect(
    noScript
      .getByRole('list', { name: 'In progress' })
      .getByRole('link', { name: chosen, exact: true }),
  ).toBeVisible();
  await expect(noScript.getByRole('link', { name: `Continue ${chosen}` })).toHaveAttribute(
    'href',
    /\/lesson\/l1$/,
  );
  await noScript.getByRole('link', { name: /^Completed/ }).click();
  await expect(noScript).toHaveURL(/\/courses\?tab=completed$/);
  await expect(noScript.getByRole('link', { name: /^Completed/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await context.close();
});
