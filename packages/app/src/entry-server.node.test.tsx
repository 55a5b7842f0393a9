import {
  sampleCourses,
  sampleLearningProgress,
  sampleQuote,
  type PageRenderInput,
  type PageRenderResult,
  type PageSession,
} from '@lp/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';
import { loaderDataByKey } from './routes/route-data';
import { routes } from './routes/route-table';
import type { RouteEntry } from './routes/route-types';

// The server's render of a page, in Node as the server runs it: the app's own routes, loaders
// and screens; the loaders call the API through the `fetch` the server hands over, here a fake
// that answers in the API's envelope ({ data, message, error }).

const course = sampleCourses[0]!;
/** A course as GET /courses/:id answers it (without the envelope). */
const apiCourse = {
  id: course.id,
  title: course.title,
  description: course.description,
  createdByName: course.instructor,
  estimatedDurationHours: 12,
  difficultyLevel: 'BEGINNER',
  category: course.category,
  imageUrl: null,
  isPublished: true,
  createdAt: course.createdAt,
  updatedAt: course.updatedAt,
  language: 'en',
};
const learnerDashboard = {
  variant: 'learner',
  featuredCourseId: null,
  liveEvent: null,
  nextSteps: [],
  learningProgress: sampleLearningProgress,
  timeSpent: Array.from({ length: 7 }, () => Array.from({ length: 7 }, () => 0)),
  leaderboard: [],
  quote: sampleQuote,
};

/** The API's answers by path below /api/v1 (a status other than 200 with its message). */
type Answers = Record<string, { status?: number; data?: unknown; message?: string }>;

const dashboardAnswers: Answers = {
  '/dashboard': { data: learnerDashboard },
  '/courses/all': { data: [apiCourse] },
  '/settings/video': { data: { liveStreamUrl: null, welcomeMessageUrl: null } },
};

/** A fake of the server's in-process API call: the envelope of each answer, 404 for the rest. */
function apiAnswering(answers: Answers) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\/v1/, '');
    const answer = answers[`${init?.method ?? 'GET'} ${path}`] ?? answers[path];
    if (!answer) {
      return Response.json(
        { data: null, message: 'Not found', error: 'Not Found' },
        { status: 404 },
      );
    }
    const status = answer.status ?? 200;
    return Response.json(
      {
        data: answer.data ?? null,
        message: answer.message ?? null,
        error: status < 400 ? null : 'Error',
      },
      { status },
    );
  });
}

const student: PageSession = {
  user: { email: 'student@demo.edu', firstName: 'Sam', lastName: 'Student', roles: ['student'] },
  csrfToken: 'csrf-student',
};
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power) Mobile';

const visit = (path: string, input: Partial<PageRenderInput> = {}) =>
  renderPage({
    url: `http://app.test${path}`,
    method: 'GET',
    config: { productName: 'Northfield Learn', defaultBrand: 'ocean-blue' },
    session: student,
    mode: null,
    locale: 'en',
    userAgent: PHONE,
    fetch: apiAnswering({}),
    ...input,
  });

/**
 * Loads a page's code before a test whose API answer fails. A loader's request that fails
 * while its route's code is still loading (a cold render) is an unhandled rejection until
 * settleLoaderData takes it up, so a test alone or first in its file would report one. To go
 * once `routeData` (data/resource.ts) and `coursesRouteData` mark their promises handled.
 */
const warm = (route: RouteEntry) => Promise.all([route.screen.load(), route.loader?.module.load()]);

type Page = Extract<PageRenderResult, { kind: 'page' }>;

/** The result as a rendered page (fails the test when it is a redirect). */
function pageOf(result: PageRenderResult): Page {
  expect(result.kind).toBe('page');
  return result as Page;
}

/** The result as a page drawn with its hydration (fails the test for an error page). */
function drawn(result: PageRenderResult) {
  const page = pageOf(result);
  expect(page.hydration).not.toBeNull();
  return { ...page, hydration: page.hydration! };
}

describe('renderPage: the sign-in pages', () => {
  it('draws the sign-in form for a signed-out visitor, with what the browser hydrates with', async () => {
    const fetch = apiAnswering({});
    const page = drawn(await visit('/auth/login', { session: null, fetch }));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Northfield Learn');
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>.*Sign In/);
    // Nothing is left for an inline script to finish (the CSP admits none of React's).
    expect(page.html).not.toMatch(/<script|<template|<!--\$\?-->/);
    // The sign-in page loads nothing: its routes' loader data is all null, and no API call.
    expect(Object.keys(page.hydration.loaderData).length).toBeGreaterThan(0);
    expect(Object.values(page.hydration.loaderData).every((data) => data === null)).toBe(true);
    expect(page.hydration.actionData).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    // It draws no lazy component: not the signed-in shell.
    expect(page.hydration.lazyComponents).toEqual([]);
    expect(page.hydration).toMatchObject({ playerLayout: 'mobile', mode: 'light' });
    expect(page.hydration.now).toBeTypeOf('number');
    // Its form's action is the server's to run, on a POST: the page does not preload it.
    expect(page.routeModules).toEqual(['src/screens/auth/login-screen.tsx']);
  });

  it('sends a signed-in visitor of a public-only page to the dashboard', async () => {
    expect(await visit('/auth/login')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/dashboard',
    });
  });

  it('draws the page again with the message and the e-mail when a form sent by POST fails', async () => {
    const fetch = apiAnswering({
      'POST /auth/login': { status: 401, message: 'Invalid credentials' },
    });
    const page = drawn(
      await visit('/auth/login', {
        session: null,
        method: 'POST',
        form: new URLSearchParams({ email: 'sam@demo.edu', password: 'wrong-password' }).toString(),
        fetch,
      }),
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/auth/login',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(page.html).toContain('Login failed. Please try again.');
    expect(page.html).toContain('value="sam@demo.edu"');
    expect(page.html).not.toContain('wrong-password');
    const actionData = Object.values(page.hydration.actionData ?? {});
    expect(actionData).toEqual([
      { error: 'Login failed. Please try again.', values: { email: 'sam@demo.edu' } },
    ]);
  });

  it('says why the form failed in the page’s language, keeping the English in the action’s data', async () => {
    const page = drawn(
      await visit('/auth/login', {
        session: null,
        locale: 'es',
        method: 'POST',
        form: new URLSearchParams({ email: 'sam@demo.edu', password: 'wrong-password' }).toString(),
        fetch: apiAnswering({
          'POST /auth/login': { status: 401, message: 'Invalid credentials' },
        }),
      }),
    );
    expect(page.html).toContain('No se pudo iniciar sesión. Inténtalo de nuevo.');
    expect(page.html).not.toContain('Login failed');
    expect(Object.values(page.hydration.actionData ?? {})).toEqual([
      { error: 'Login failed. Please try again.', values: { email: 'sam@demo.edu' } },
    ]);
  });

  it('sends a visitor whose form signed them in to the dashboard', async () => {
    const fetch = apiAnswering({
      'POST /auth/login': { data: { ...student.user, csrfToken: 'csrf-new' } },
    });
    const result = await visit('/auth/login', {
      session: null,
      method: 'POST',
      form: new URLSearchParams({
        email: 'student@demo.edu',
        password: 'correct-horse',
      }).toString(),
      fetch,
    });
    expect(result).toMatchObject({ kind: 'redirect', location: '/dashboard' });
  });

  const resetPath = '/auth/forgot-password/step/reset-password?token=tok-1';

  it('checks a reset link before drawing its page: an expired one goes to the expired-link page', async () => {
    const fetch = apiAnswering({ 'POST /auth/verify-token': { data: { isExpired: true } } });
    expect(await visit(resetPath, { session: null, fetch })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/auth/expired-link',
    });
  });

  it('draws a good reset link with its form, not the check in progress', async () => {
    const fetch = apiAnswering({ 'POST /auth/verify-token': { data: { isExpired: false } } });
    const page = drawn(await visit(resetPath, { session: null, fetch }));
    expect(page.html).toContain('name="newPassword"');
    expect(page.html).not.toContain('Verifying your link...');
  });

  it('draws the reset page again with the message of a refused new password, never the password', async () => {
    const fetch = apiAnswering({
      'POST /auth/verify-token': { data: { isExpired: false } },
      'POST /auth/reset-password': { status: 400, message: 'Token is invalid' },
    });
    const form = { newPassword: 'Second-pass-2', confirmPassword: 'Second-pass-2' };
    const page = drawn(
      await visit(resetPath, {
        session: null,
        method: 'POST',
        form: new URLSearchParams(form).toString(),
        fetch,
      }),
    );
    expect(page.html).toContain('Failed to reset password. Please try again.');
    expect(page.html).not.toContain('Second-pass-2');
    const sent = await visit(resetPath, {
      session: null,
      method: 'POST',
      form: new URLSearchParams({ ...form, confirmPassword: 'Other-pass-3' }).toString(),
      fetch,
    });
    expect(drawn(sent).html).toContain('Passwords do not match');
  });
});

describe('renderPage: signed-in pages', () => {
  beforeAll(() => warm(routes.dashboard));

  it('sends a signed-out visitor to sign in, before anything is loaded', async () => {
    const fetch = apiAnswering(dashboardAnswers);
    expect(await visit('/dashboard', { session: null, fetch })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/auth/login',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws the dashboard with the answers its loader fetched, and hands them over', async () => {
    const fetch = apiAnswering(dashboardAnswers);
    const page = drawn(await visit('/dashboard', { fetch }));
    expect(page.status).toBe(200);
    // The loader asked the API (with the visitor's CSRF token) for what the screen reads.
    const asked = fetch.mock.calls.map(([url]) => String(url)).sort();
    expect(asked).toEqual(['/api/v1/courses/all', '/api/v1/dashboard', '/api/v1/settings/video']);
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'XSRF-TOKEN': 'csrf-student' });
    // The page is drawn with them: the quote and the catalogue's course, not a skeleton.
    expect(page.html).toContain(sampleQuote.text);
    expect(page.html).toContain('data-slot="dashboard-learner"');
    // The answers go with the page by data-cache key, settled (no promise left in them).
    const answers = loaderDataByKey(page.hydration.loaderData);
    expect(Object.keys(answers).sort()).toEqual(['/courses/all', '/dashboard', '/settings/video']);
    expect(answers['/dashboard']).toEqual(learnerDashboard);
    expect(answers['/courses/all']).toEqual([expect.objectContaining({ id: course.id })]);
    expect(answers['/settings/video']).toEqual({ liveStreamUrl: null, welcomeMessageUrl: null });
    expect(JSON.parse(JSON.stringify(page.hydration.loaderData))).toEqual(
      page.hydration.loaderData,
    );
    // The shell is drawn, so its code loads before hydrating; the page's modules are preloaded.
    expect(page.hydration.lazyComponents).toContain('app/signed-in-shell');
    expect(page.routeModules).toEqual(
      expect.arrayContaining([
        'src/screens/dashboard/dashboard-screen.tsx',
        'src/screens/learner-home.loaders.ts',
        'src/routes/signed-in-layout.tsx',
        'src/routes/shell-frame-module.tsx',
        'src/routes/access.ts',
      ]),
    );
    expect(page.routeModules).not.toContain('src/screens/auth/login-screen.tsx');
  });

  it('draws the page without an answer that failed, and leaves it out for the browser to ask', async () => {
    const fetch = apiAnswering({
      ...dashboardAnswers,
      '/settings/video': { status: 503, message: 'Database unavailable' },
    });
    const page = drawn(await visit('/dashboard', { fetch }));
    expect(page.status).toBe(200);
    expect(page.html).toContain(sampleQuote.text);
    expect(Object.keys(loaderDataByKey(page.hydration.loaderData)).sort()).toEqual([
      '/courses/all',
      '/dashboard',
    ]);
  });

  it('answers 403 with the Access Denied screen for a student on an admin page', async () => {
    const fetch = apiAnswering({});
    const page = drawn(await visit('/admin/users', { fetch }));
    expect(page.status).toBe(403);
    // Drawn inside the shell, readable before the script runs, and hydrated with the error.
    expect(page.html).toContain('Access Denied');
    expect(page.html).toContain('data-slot="sidebar"');
    expect(Object.values(page.hydration.errors ?? {})).toEqual([
      { status: 403, statusText: 'Forbidden', internal: false, data: null },
    ]);
    // The access rule refuses before the page's loader asks the API for anything.
    expect(fetch).not.toHaveBeenCalled();
    expect(page.routeModules).toContain('src/screens/admin/users-screen.tsx');
  });

  it('sends a student away from stream management to the dashboard', async () => {
    expect(await visit('/live/admin')).toMatchObject({ kind: 'redirect', location: '/dashboard' });
  });

  it('forwards the short paths and unknown paths', async () => {
    expect(await visit('/login', { session: null })).toMatchObject({
      kind: 'redirect',
      location: '/auth/login',
    });
    expect(await visit('/no/such/page')).toMatchObject({
      kind: 'redirect',
      location: '/dashboard',
    });
  });
});

describe('renderPage: the lesson player', () => {
  beforeAll(() => warm(routes.lesson));

  const lessonAnswers: Answers = {
    [`/courses/${course.id}`]: { data: { ...apiCourse, modules: course.modules, transcripts: [] } },
  };

  it('draws a text lesson for the phone layout, in the cookie’s mode, with its course', async () => {
    const page = drawn(
      await visit(`/course/${course.id}/lesson/lesson-1-2`, {
        fetch: apiAnswering(lessonAnswers),
        mode: 'dark',
      }),
    );
    expect(page.html).toContain('Key Terms and Concepts');
    expect(page.html).toContain('<strong>core ideas</strong>');
    expect(page.html).toContain('data-slot="lesson-player-mobile"');
    expect(page.html).not.toMatch(/<script|<template|<!--\$\?-->/);
    expect(page.hydration).toMatchObject({ playerLayout: 'mobile', mode: 'dark' });
    const answers = loaderDataByKey(page.hydration.loaderData);
    expect(Object.keys(answers)).toEqual([`/courses/${course.id}`]);
    expect(answers[`/courses/${course.id}`]).toMatchObject({ id: course.id });
    // A text lesson does not draw the media player, so the browser need not load its code.
    expect(page.hydration.lazyComponents).not.toContain('lesson-content/media');
    expect(page.routeModules).toEqual(
      expect.arrayContaining([
        'src/screens/lesson-player/lesson-player-screen.tsx',
        'src/screens/lesson-player/course.loader.ts',
      ]),
    );
  });

  it('names the media player among the lazy components of a video lesson', async () => {
    const page = drawn(
      await visit(`/course/${course.id}/lesson/lesson-1-1`, { fetch: apiAnswering(lessonAnswers) }),
    );
    expect(page.html).toContain('data-slot="media-player"');
    expect(page.hydration.lazyComponents).toContain('lesson-content/media');
    // The player's panels (the AI companion) appear once the page has hydrated, not before.
    expect(page.html).not.toContain('data-slot="ai-companion"');
    expect(
      page.hydration.lazyComponents.filter((name) => name.startsWith('lesson-player/')),
    ).toEqual([]);
  });

  it('draws the desktop player for a desktop browser', async () => {
    const page = drawn(
      await visit(`/course/${course.id}/lesson/lesson-1-2`, {
        fetch: apiAnswering(lessonAnswers),
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
      }),
    );
    expect(page.html).toContain('data-slot="lesson-player-desktop"');
    expect(page.hydration.playerLayout).toBe('desktop');
  });

  it('draws the loading state when the course cannot be loaded or is malformed, and hands over none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const answers of [
      { [`/courses/${course.id}`]: { status: 503, message: 'Unavailable' } },
      { [`/courses/${course.id}`]: { data: { id: 42 } } },
    ]) {
      const page = drawn(
        await visit(`/course/${course.id}/lesson/lesson-1-2`, { fetch: apiAnswering(answers) }),
      );
      expect(page.html).toContain('Loading your personalized learning experience...');
      expect(loaderDataByKey(page.hydration.loaderData)).toEqual({});
    }
    vi.restoreAllMocks();
  });
});

describe("renderPage: a course that is not the visitor's (issue 32)", () => {
  // The API answers 404 for another university's course as for an unknown one: its pages answer
  // 404 too, each drawn as it draws a course it cannot find.
  const teacher: PageSession = {
    user: { ...student.user, email: 'teacher@demo.edu', roles: ['teacher'] },
    csrfToken: 'csrf-teacher',
  };
  beforeAll(() =>
    Promise.all(
      [routes.lesson, routes.course, routes.coursePreview, routes.builderCourse].map(warm),
    ),
  );

  it.each([
    ['the course page', `/course/${course.id}/preview`, 'Course Not Found'],
    ['a lesson', `/course/${course.id}/lesson/lesson-1-1`, 'Lesson not found'],
    // The course's address only leads on to a lesson: it draws nothing of its own.
    ["the course's address", `/course/${course.id}`, ''],
  ])('answers 404 for %s, the screen drawing its own state', async (_, path, heading) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = drawn(await visit(path, { fetch: apiAnswering(dashboardAnswers) }));
    expect(page.status).toBe(404);
    expect(page.hydration.errors).toBeUndefined();
    // Readable before the script runs: the screen's not-found state, not its spinner.
    expect(page.html).toContain(heading);
    vi.restoreAllMocks();
  });

  it("answers 404 for the builder's page, drawn by the route's error screen", async () => {
    const page = drawn(await visit(`/builder/${course.id}`, { session: teacher }));
    expect(page.status).toBe(404);
    expect(Object.values(page.hydration.errors ?? {})).toMatchObject([{ status: 404 }]);
  });

  it("answers 403 for the builder's page of a course the teacher may not edit", async () => {
    const fetch = apiAnswering({
      [`/courses/${course.id}/authoring`]: { status: 403, message: 'Forbidden' },
    });
    const page = drawn(await visit(`/builder/${course.id}`, { session: teacher, fetch }));
    expect(page.status).toBe(403);
    expect(page.html).toContain('Access Denied');
  });

  it('still answers 200 when the course could not be read for another reason', async () => {
    const fetch = apiAnswering({
      ...dashboardAnswers,
      [`/courses/${course.id}`]: { status: 503, message: 'Database unavailable' },
    });
    const page = drawn(await visit(`/course/${course.id}/preview`, { fetch }));
    expect(page.status).toBe(200);
  });
});
