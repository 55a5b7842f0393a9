import { expect, test, type Page, DESKTOP_ONLY } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughApi } from './support/session';

// The program page, the teacher profile and the course preview (issue 14), against the real
// server. Enrolment changes the account's data, so it runs as the admin (the demo student's
// "4 of 6" stays true for the dashboard journeys that share this server).

const scheduleItem = (page: Page, title: string, day: string) =>
  page
    .getByRole('list', { name: day })
    .locator('[data-slot="program-schedule-item"]', { hasText: title });

test.describe('the learner pages', () => {
  test('program schedule statuses at a fixed clock, and the module side panel', async ({
    page,
  }) => {
    // Friday 18 July 2025, 9:30 am Central time: Thursday is over, session 1 runs until 10:45.
    await page.clock.install({ time: new Date('2025-07-18T09:30:00-06:00') });
    await signInThroughApi(page, 'student');
    await page.goto('/program/courts-of-heaven/preview');
    await expect(page.getByText('3 Live Events', { exact: true })).toBeVisible();
    await expect(page.getByText('8 Hours', { exact: true })).toBeVisible();
    const friday = 'Friday, July 18, 2025';
    const start = scheduleItem(page, 'Start', 'Thursday, July 17, 2025');
    await expect(start).toHaveAttribute('data-state', 'completed');
    const sessionOne = scheduleItem(page, 'Session 1', friday);
    await expect(sessionOne).toHaveAttribute('data-state', 'live');
    await expect(sessionOne).toContainText('Live now');
    const sessionTwo = scheduleItem(page, '10:45', friday).first();
    await expect(sessionTwo).toHaveAttribute('data-state', 'upcoming');
    await expect(sessionTwo).toContainText('Starts in');
    // An hour and a quarter later session 1 has ended and the next one is live.
    await page.clock.fastForward('01:15:00');
    await expect(sessionOne).toHaveAttribute('data-state', 'completed');
    await expect(sessionTwo).toHaveAttribute('data-state', 'live');
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: /See Modules/ })
      .first()
      .click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  test('a teacher profile lists the courses and opens one', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/teacher/sarah-chen');
    await expect(page.getByRole('heading', { name: 'Dr. Sarah Chen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About the Instructor' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('region', { name: 'Courses' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/course\/[^/]+\/lesson\/[^/]+$/);
  });

  test('the course preview enrols for real and then continues learning', async ({ page }) => {
    // Each viewport enrols in its own course: both run against the same server.
    const courseId = test.info().project.name === 'mobile' ? 'course-10' : 'course-9';
    await signInThroughApi(page, 'admin');
    await page.goto(`/course/${courseId}/preview`);
    const enroll = page.getByRole('button', { name: 'Enroll in Course' });
    await expect(enroll).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview Course' })).toBeVisible();
    await expectNoAxeViolations(page);
    await enroll.click();
    await expect(page).toHaveURL(new RegExp(`/course/${courseId}/lesson/[^/]+$`));
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
  });

  test('the tabbed learning page keeps its tab in the address and works by keyboard', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/my-learning');
    const tabs = page.getByRole('tablist', { name: 'My learning' });
    const dashboardTab = tabs.getByRole('tab', { name: 'Learning Dashboard' });
    await expect(dashboardTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Your Learning Overview' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dashboardTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Programs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/my-learning\?tab=programs$/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/my-learning\?tab=courses$/);
    await page.goBack();
    await expect(tabs.getByRole('tab', { name: 'Programs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/program\/courts-of-heaven\/preview$/);
  });

  for (const [path, text] of [
    ['/program/no-such-program/preview', 'Program not found'],
    ['/teacher/no-such-teacher', 'Teacher Not Found'],
    ['/course/no-such-course/preview', 'Course Not Found'],
  ] as const) {
    test(`an unknown id says ${text}`, DESKTOP_ONLY, async ({ page }) => {
      await signInThroughApi(page, 'student');
      await page.goto(path);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
