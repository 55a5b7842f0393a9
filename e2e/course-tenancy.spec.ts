import { expect, test, DESKTOP_ONLY } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, signInWith } from './support/session';

// Courses belong to a university (issue 32): Lakeside's demo student, signed in on Lakeside's
// own host, does not reach a course of the default university (the page shows not found, as for
// an unknown course, and the API answers 404) nor find it in the catalogue, which lists
// Lakeside's own. The pages answer HTTP 404, as for an unknown course.

const port = () => new URL(test.info().project.use.baseURL!).port;
const lakeside = () => `http://lakeside.example.edu:${port()}`;

/** course-1 of the spec's samples, a published course of the default university. */
const OTHER_UNIVERSITY_COURSE = { id: 'course-1', title: 'AI Fundamentals for Cybersecurity' };
/** Lakeside's seeded courses (packages/server/src/seed/university-courses-seed.ts). */
const LAKESIDE_COURSES = ['Freshwater Systems and Watersheds', 'Hospitality Management Essentials'];

test.beforeEach(async ({ page }) => {
  await signInWith(page, 'student@lakeside.demo.edu', DEMO_PASSWORD, lakeside());
});

test(
  "another university's course is not found for Lakeside's student",
  DESKTOP_ONLY,
  async ({ page }) => {
    const preview = await page.goto(`${lakeside()}/course/${OTHER_UNIVERSITY_COURSE.id}/preview`);
    expect(preview?.status()).toBe(404);
    await expect(page.getByText('Course Not Found', { exact: true })).toBeVisible();
    await expect(page.getByText(OTHER_UNIVERSITY_COURSE.title)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const lesson = await page.goto(
      `${lakeside()}/course/${OTHER_UNIVERSITY_COURSE.id}/lesson/lesson-1-1`,
    );
    expect(lesson?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();

    // What the pages read: the API answers 404 for this published course, as for an unknown
    // one (the default university's student reads it; signed out, it would be 401).
    const status = await page.evaluate(
      async (id) => (await fetch(`/api/v1/courses/${id}`, { credentials: 'include' })).status,
      OTHER_UNIVERSITY_COURSE.id,
    );
    expect(status).toBe(404);
  },
);

test(
  "before its script runs, another university's course page already says it is not found",
  DESKTOP_ONLY,
  async ({ page, browser }) => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const tab = await noScript.newPage();
    const preview = await tab.goto(`${lakeside()}/course/${OTHER_UNIVERSITY_COURSE.id}/preview`, {
      waitUntil: 'domcontentloaded',
    });
    expect(preview?.status()).toBe(404);
    await expect(tab.getByText('Course Not Found', { exact: true })).toBeVisible();
    await noScript.close();
  },
);

test("Lakeside's dashboard and programs are Lakeside's own", DESKTOP_ONLY, async ({ page }) => {
  await page.goto(`${lakeside()}/dashboard`);
  await expect(
    page.getByRole('heading', { level: 2, name: LAKESIDE_COURSES[0], exact: true }),
  ).toBeVisible();
  await expect(page.getByText(OTHER_UNIVERSITY_COURSE.title)).toHaveCount(0);

  // The default university's program is not found here, as an unknown one; Lakeside's opens.
  const theirs = await page.goto(`${lakeside()}/program/courts-of-heaven/preview`);
  expect(theirs?.status()).toBe(404);
  await expect(page.getByText('Program not found', { exact: true }).first()).toBeVisible();
  const own = await page.goto(`${lakeside()}/program/lakeside-foundations/preview`);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Lakeside Foundations' }).first()).toBeVisible();
});

test("Lakeside's catalogue lists Lakeside's courses only", DESKTOP_ONLY, async ({ page }) => {
  await page.goto(`${lakeside()}/catalog`);
  await expect(page.getByRole('heading', { level: 2, name: 'Course Catalogue' })).toBeVisible();
  const courses = page.getByRole('list', { name: 'Courses' });
  for (const title of LAKESIDE_COURSES) {
    await expect(courses.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expect(courses.getByRole('listitem')).toHaveCount(LAKESIDE_COURSES.length);
  await expect(page.getByText(OTHER_UNIVERSITY_COURSE.title)).toHaveCount(0);

  // Searched for by name, it is not there either.
  await page.goto(`${lakeside()}/catalog?q=${encodeURIComponent('AI Fundamentals')}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Course Catalogue' })).toBeVisible();
  await expect(page.getByText(OTHER_UNIVERSITY_COURSE.title)).toHaveCount(0);
  await expect(courses.getByRole('listitem')).toHaveCount(0);
});
