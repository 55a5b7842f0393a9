import { test as base, expect, type Page } from './test';
import { applySession, signInOnce, type ReusableSession } from './session';

/**
 * The lesson player's journeys: every test's page is signed in as the demo student, from one
 * sign-in per worker (see `signInOnce`: sign-in is rate-limited per address).
 */
export const test = base.extend<object, { studentSession: ReusableSession }>({
  studentSession: [
    // Playwright reads the fixtures a fixture needs from its first argument's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      await provide(await signInOnce(String(workerInfo.project.use.baseURL), 'student'));
    },
    { scope: 'worker' },
  ],
  page: async ({ page, studentSession }, provide) => {
    await applySession(page, studentSession);
    await provide(page);
  },
});

export { expect };

/** Leaves whatever has focus, so keys go to the page itself (the player's shortcuts). */
export async function focusPage(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The address of a lesson, with a regular expression that matches it at the end of a URL. */
export function lessonPath(lessonId: string, courseId = 'course-1') {
  return `/course/${courseId}/lesson/${lessonId}`;
}

export const atLesson = (lessonId: string, courseId = 'course-1') =>
  new RegExp(`${lessonPath(lessonId, courseId)}$`);

/** The seeded course-1 (packages/contract/src/samples/courses.ts): its lessons' titles in order. */
export const COURSE_1_LESSONS = {
  'lesson-1-1': 'AI and Cybersecurity: An Introduction', // video, with the sample transcript
  'lesson-1-2': 'Key Terms and Concepts', // text
  'lesson-1-3': 'Check Your Understanding', // simple quiz
  'lesson-1-4': 'Incident Story: The Midnight Login', // audio
  'lesson-1-5': 'How a Detection Pipeline Flows', // interactive diagram
  'lesson-1-6': 'Write Your First Detection Rule', // code sandbox
  'lesson-1-7': 'Module Assessment: Threat Detection', // player quiz
} as const;

/**
 * Waits until the player shows a lesson of course-1: its address, and its title in the page's
 * h1. The address changes first; the next gesture or key should wait for the lesson itself.
 */
export async function expectLesson(page: Page, lessonId: keyof typeof COURSE_1_LESSONS) {
  await expect(page).toHaveURL(atLesson(lessonId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_1_LESSONS[lessonId]);
}

/**
 * One finger on a touch screen, through the DevTools protocol (Playwright's touchscreen only
 * taps): real touch events, and the pointer events the browser derives from them. Moves go in
 * 10 px steps, as a finger's would, so a gesture's direction is decided early.
 */
export async function touchAt(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = { x, y };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  return {
    /** Moves the finger horizontally by `dx` px from where it is now. */
    async moveBy(dx: number) {
      const target = at.x + dx;
      const step = Math.sign(dx) * 10;
      while (at.x !== target) {
        at.x = Math.abs(target - at.x) < 10 ? target : at.x + step;
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: at.x, y: at.y }],
        });
      }
    },
    /** Lifts the finger. */
    async end() {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}

/**
 * A whole horizontal swipe of `dx` px (negative: to the left), starting near the side it moves
 * away from so that it stays on a 375 px screen.
 */
export async function swipe(page: Page, dx: number, { y = 420 } = {}) {
  const finger = await touchAt(page, dx < 0 ? 320 : 50, y);
  await finger.moveBy(dx);
  await finger.end();
}
