import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { renderIndexHtml, splitIndexHtml } from './index-html';
import { EMBEDDED_ANSWERS_ID } from './page-answers';
import { ROUTE_PRELOADS_FILE } from './route-preloads';

/** The routes as the build writes them: the dashboard and the lesson page read answers first. */
const PRELOADS = {
  routes: [
    { path: '/auth/login', access: 'public-only', files: [], data: [] },
    { path: '/dashboard', access: 'signed-in', files: [], data: ['/dashboard', '/courses/all'] },
    {
      path: '/course/:courseId/lesson/:lessonId',
      access: 'signed-in',
      files: [],
      data: ['/courses/:courseId'],
    },
    { path: '/admin/users', access: 'signed-in', files: [], data: ['/admin/users'] },
  ],
  redirects: [],
  signInPath: '/auth/login',
  signedInHome: '/dashboard',
};

const ANSWERS = new RegExp(
  `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">([\\s\\S]*?)</script>`,
);
/** The answers a page carries, by API path (none: an empty object). */
const answersOf = (html: string): Record<string, { data: unknown }> =>
  JSON.parse(ANSWERS.exec(html)?.[1] ?? '{}');

describe('pages that carry their first answers', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'lp-dist-answers-'));
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>App</title></head><body></body></html>',
    );
    writeFileSync(join(distDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
    server = await startTestServer({ appDistDir: distDir });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function signedIn(role: string) {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
    return visitor;
  }

  it('writes the answers the API gives that visitor, the same as their own requests get', async () => {
    const student = await signedIn('student');
    const page = await student.call('GET', '/course/course-1/lesson/lesson-1-2');
    expect(page.status).toBe(200);
    const answers = answersOf(page.body);
    expect(Object.keys(answers)).toEqual(['/courses/course-1']);
    expect(answers['/courses/course-1']).toEqual(
      (await student.call('GET', '/api/v1/courses/course-1')).body,
    );
    // Personal: no shared cache may keep it.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');

    const dashboard = answersOf((await student.call('GET', '/dashboard')).body);
    expect(Object.keys(dashboard).sort()).toEqual(['/courses/all', '/dashboard']);
    expect(dashboard['/dashboard']).toEqual((await student.call('GET', '/api/v1/dashboard')).body);
  });

  it('leaves out what the API refuses that visitor, and writes nothing for a signed-out one', async () => {
    const student = await signedIn('student');
    // A student may not list users: the client asks and shows Access Denied as before.
    expect(answersOf((await student.call('GET', '/admin/users')).body)).toEqual({});
    // An unknown course is the API's 404: left for the page's own not-found state.
    expect(answersOf((await student.call('GET', '/course/nope/lesson/x')).body)).toEqual({});

    const stranger = new Visitor(server.baseUrl);
    const page = await stranger.call('GET', '/dashboard');
    expect(page.body).not.toContain(EMBEDDED_ANSWERS_ID);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // A cookie that is no session: the API answers 401, nothing is written.
    stranger.cookie = 'lp_session=forged';
    expect((await stranger.call('GET', '/dashboard')).body).not.toContain(EMBEDDED_ANSWERS_ID);
  });
});

describe('answers written into a page', () => {
  const template = splitIndexHtml(
    '<!doctype html><html lang="en"><head><title>App</title></head><body></body></html>',
  )!;
  const config = {
    apiBaseUrl: '/api/v1',
    productName: 'Learn',
    defaultBrand: 'default',
    sections: { learning: true, careerHub: true, social: true, admin: true },
    university: { id: 'u', slug: 'u', name: 'U' },
  } as const;

  it('cannot close their element, whatever text an answer holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const html = renderIndexHtml(template, config, {
      answers: { '/courses/c': { data: { title: hostile } } },
    });
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(answersOf(html)).toEqual({ '/courses/c': { data: { title: hostile } } });
  });

  it('are left out when there are none', () => {
    expect(renderIndexHtml(template, config, { answers: {} })).not.toContain(EMBEDDED_ANSWERS_ID);
  });
});
