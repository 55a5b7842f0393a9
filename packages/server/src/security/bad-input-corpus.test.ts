import { DATE_TIME_RANGE_MESSAGE } from '@lp/contract';
import { malformedTextMessage } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

/**
 * Issue 37, item 4: input that reached PostgreSQL and answered 500. Every string field of every
 * JSON body below gets lone surrogates, every date-time years 0 and 10000, every number ±2^53
 * and beyond; query values get the same. Nothing may answer 5xx, and a malformed string or an
 * out-of-range date-time answers 400 with a message naming its field.
 */

const LOTS = { max: 1_000_000, windowMs: 60_000 };
let server: TestServer;
let superuser: Visitor;
let eventId: string;
let studentId: string;

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: {
      signInPerAccount: LOTS,
      signInPerIp: LOTS,
      signInSlowdown: LOTS,
      emailPerAccount: LOTS,
      emailPerAccountAtIp: LOTS,
      emailPerIp: LOTS,
    },
  });
  superuser = new Visitor(server.baseUrl);
  expect((await superuser.signIn('superuser@demo.edu', DEMO_PASSWORD)).status).toBe(200);
  const created = await superuser.call('POST', '/api/v1/calendar/events', { json: EVENT });
  expect(created.status).toBe(201);
  eventId = created.body.data.id;
  const students = await superuser.call('GET', '/api/v1/admin/users?role=student');
  studentId = students.body.data.users[0].id;
});

afterAll(async () => {
  await server.app.close();
});

const EVENT = {
  title: 'Study group',
  startTime: '2026-01-06T09:00:00Z',
  endTime: '2026-01-06T10:00:00Z',
  type: 'meeting',
  priority: 'medium',
  location: 'Room 4',
  instructor: 'Dr. Lee',
  attendees: ['Ana', 'Ben'],
  description: 'Chapter 3',
  isOnline: false,
  completed: false,
  color: 'primary',
  courseId: 'course-1',
};

const UNIVERSITY = {
  name: 'Corpus University',
  slug: 'corpus',
  domain: 'corpus.example.edu',
  description: 'A university of bad input',
  status: 'active',
  branding: { primaryColor: '#123456', logoUrl: '', faviconUrl: '' },
};

/** Each endpoint with a JSON body, and a body it would take. */
type BodyEndpoint = {
  method: string;
  /** The route's path in the route table, when it has parameters. */
  route?: string;
  path: () => string;
  body: Record<string, unknown>;
};

const BODIES: BodyEndpoint[] = [
  {
    method: 'POST',
    path: () => '/api/v1/auth/login',
    body: { email: 'a@b.example', password: 'Quiet-lantern-48' },
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/register',
    body: {
      email: 'new@b.example',
      password: 'Quiet-lantern-48',
      firstName: 'Ana',
      lastName: 'New',
    },
  },
  { method: 'POST', path: () => '/api/v1/auth/forgot-password', body: { email: 'a@b.example' } },
  {
    method: 'POST',
    path: () => '/api/v1/auth/reset-password',
    body: { token: 'abc', newPassword: 'Quiet-lantern-48' },
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/change-password',
    body: { currentPassword: 'not-the-password', newPassword: 'Quiet-lantern-48' },
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/verify-token',
    body: { token: 'abc', tokenType: 'INVITATION' },
  },
  { method: 'POST', path: () => '/api/v1/auth/verify-email', body: { token: 'abc' } },
  {
    method: 'POST',
    path: () => '/api/v1/auth/resend-verification',
    body: { email: 'a@b.example' },
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/invite',
    body: { email: 'invited@b.example', role: 'STUDENT', universityId: DEFAULT_UNIVERSITY_ID },
  },
  {
    method: 'POST',
    path: () => '/api/v1/auth/invite/accept',
    body: {
      token: 'abc',
      firstName: 'Ana',
      lastName: 'New',
      email: 'a@b.example',
      password: 'Quiet-lantern-48',
    },
  },
  {
    method: 'POST',
    path: () => '/api/v1/courses',
    body: {
      title: 'Corpus',
      language: 'en',
      description: 'About input',
      category: 'Security',
      difficultyLevel: 'BEGINNER',
      estimatedDurationHours: 3,
      isPublished: false,
    },
  },
  {
    method: 'PUT',
    route: '/api/v1/settings/video/:kind',
    path: () => '/api/v1/settings/video/live',
    body: { url: 'https://vimeo.com/76979871' },
  },
  { method: 'POST', path: () => '/api/v1/calendar/events', body: EVENT },
  {
    method: 'PUT',
    route: '/api/v1/calendar/events/:id',
    path: () => `/api/v1/calendar/events/${eventId}`,
    body: EVENT,
  },
  {
    method: 'PUT',
    path: () => '/api/v1/session/university',
    body: { universityId: DEFAULT_UNIVERSITY_ID },
  },
  {
    method: 'POST',
    path: () => '/api/v1/universities',
    body: { ...UNIVERSITY, adminName: 'Ada Admin', adminEmail: 'ada@corpus.example.edu' },
  },
  {
    method: 'PUT',
    route: '/api/v1/universities/:id',
    path: () => '/api/v1/universities/univ-northbridge',
    body: UNIVERSITY,
  },
  {
    method: 'POST',
    path: () => '/api/v1/impersonation',
    body: { universityId: 'univ-northbridge' },
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/users/:id/status',
    path: () => `/api/v1/admin/users/${studentId}/status`,
    body: { status: 'active' },
  },
  {
    method: 'POST',
    path: () => '/api/v1/admin/organizations/messages',
    body: {
      audience: 'students',
      organizationIds: ['org-1'],
      subject: 'Hello',
      content: 'A message',
      options: { emailNotification: true, scheduleMessage: false, readReceipt: false },
    },
  },
  {
    method: 'PUT',
    route: '/api/v1/universities/:id/branding',
    path: () => `/api/v1/universities/${DEFAULT_UNIVERSITY_ID}/branding`,
    body: {
      productName: 'Campus',
      primaryColor: '#123456',
      secondaryColor: '#234567',
      accentColor: '#345678',
      fontFamily: 'DM Sans',
      logoUrl: '',
      customCss: '',
    },
  },
  // Issue 35: the account's own pages and lesson completion. Only bad bodies are ever sent,
  // so the wrong password below never meets the account it names.
  {
    method: 'PUT',
    path: () => '/api/v1/account/profile',
    body: { firstName: 'Ada', lastName: 'Lovelace', department: 'Science' },
  },
  {
    method: 'PUT',
    path: () => '/api/v1/account/preferences',
    body: { colorMode: 'dark', notifications: { messages: true } },
  },
  {
    method: 'POST',
    path: () => '/api/v1/account/delete',
    body: { password: 'Not-the-password-1' },
  },
  {
    method: 'PUT',
    route: '/api/v1/courses/:courseId/lessons/:lessonId/completion',
    path: () => '/api/v1/courses/course-1/lessons/lesson-1-1/completion',
    body: { answers: ['An answer'] },
  },
  // Issue 32: the course builder's whole-course save.
  {
    method: 'PUT',
    route: '/api/v1/courses/:id',
    path: () => '/api/v1/courses/course-2',
    body: {
      title: 'Corpus',
      language: 'en',
      description: 'About input',
      category: 'Security',
      difficultyLevel: 'BEGINNER',
      estimatedDurationHours: 3,
      isPublished: false,
      version: 1,
    },
  },
  {
    method: 'POST',
    route: '/api/v1/courses/:id/announcements',
    path: () => '/api/v1/courses/course-1/announcements',
    body: { subject: 'Room change', message: 'We meet in room 4.' },
  },
  // Issue 33: a university's sign-in provider.
  {
    method: 'PUT',
    route: '/api/v1/universities/:id/sign-in',
    path: () => `/api/v1/universities/${DEFAULT_UNIVERSITY_ID}/sign-in`,
    body: {
      issuerUrl: 'https://idp.example.edu',
      clientId: 'learning-platform',
      clientSecret: 'a-client-secret',
      buttonLabel: 'Campus ID',
      allowedDomains: ['example.edu'],
      roleMappings: [{ claimValue: 'staff', role: 'teacher' }],
    },
  },
  {
    method: 'POST',
    route: '/api/v1/universities/:id/sign-in/test',
    path: () => `/api/v1/universities/${DEFAULT_UNIVERSITY_ID}/sign-in/test`,
    body: { issuerUrl: 'https://idp.example.edu' },
  },
];

/** The unsafe routes that take no JSON body (none, or a multipart upload). */
const WITHOUT_JSON_BODY = [
  'POST /api/v1/auth/logout',
  'POST /api/v1/courses/:id/enrollment',
  'POST /api/v1/courses/:id/image',
  'POST /api/v1/courses/:id/transcripts',
  'POST /api/v1/courses/import',
  'DELETE /api/v1/calendar/events/:id',
  'DELETE /api/v1/universities/:id',
  'DELETE /api/v1/impersonation',
  'POST /api/v1/universities/:id/branding/versions/:versionId/restore',
  'POST /api/v1/universities/:id/branding/logo',
  'POST /api/v1/account/avatar',
  'DELETE /api/v1/account/avatar',
  'DELETE /api/v1/account/sessions/:id',
  'POST /api/v1/account/sessions/end-others',
  'DELETE /api/v1/universities/:id/sign-in',
  'POST /api/v1/auth/oidc/logout',
];

/** Query endpoints and values they would take. */
const QUERIES: { path: string; query: Record<string, string> }[] = [
  {
    path: '/api/v1/calendar/events',
    query: { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
  },
  {
    path: '/api/v1/admin/users',
    query: {
      universityId: DEFAULT_UNIVERSITY_ID,
      search: 'ana',
      role: 'student',
      status: 'active',
      department: 'Science',
      page: '1',
      pageSize: '10',
    },
  },
  {
    path: '/api/v1/admin/university-analytics',
    query: { universityId: DEFAULT_UNIVERSITY_ID, period: '30d' },
  },
  { path: '/api/v1/admin/organizations', query: { universityId: DEFAULT_UNIVERSITY_ID } },
];

const BAD_STRINGS = ['\ud800', 'a\udfffb', 'x\udc00\ud800y', `${'a'.repeat(10)}\ud83d`];
const BAD_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:00:00-05:00',
  '+010000-01-01T00:00:00Z',
];
const BAD_NUMBERS = [2 ** 53, -(2 ** 53), 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324];
const DATE_TIME = /^\d{4}-\d\d-\d\dT/;

type Leaf = { path: (string | number)[]; value: unknown };

function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [{ path, value }];
}

function withLeaf(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = value;
  return copy;
}

describe('the bad-input corpus (issue 37, item 4)', () => {
  it('has a body for every route of the table that takes a JSON body', () => {
    const unsafe = server.app.guardedRoutes
      .filter((route) => route.url.startsWith('/api/') && !['GET', 'HEAD'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);
    const covered = BODIES.map(
      (endpoint) => `${endpoint.method} ${endpoint.route ?? endpoint.path()}`,
    );
    expect([...covered, ...WITHOUT_JSON_BODY].sort()).toEqual([...unsafe].sort());
  });

  it('answers every malformed string and out-of-range date-time in a body 400, naming the field', async () => {
    const wrong: string[] = [];
    let probes = 0;
    for (const endpoint of BODIES) {
      for (const leaf of leavesOf(endpoint.body)) {
        if (typeof leaf.value !== 'string') continue;
        const field = leaf.path.join('.');
        const cases = [
          ...BAD_STRINGS.map((bad) => ({ bad, message: malformedTextMessage(field) })),
          ...(DATE_TIME.test(leaf.value)
            ? BAD_DATE_TIMES.map((bad) => ({ bad, message: `${field}: ` }))
            : []),
        ];
        for (const { bad, message } of cases) {
          probes += 1;
          const response = await superuser.call(endpoint.method, endpoint.path(), {
            json: withLeaf(endpoint.body, leaf.path, bad),
          });
          if (response.status !== 400 || !String(response.body.message).startsWith(message)) {
            wrong.push(
              `${endpoint.method} ${endpoint.path()} ${field}=${JSON.stringify(bad)}: ${response.status} ${response.body.message}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(probes).toBeGreaterThan(200);
  });

  it('never answers 5xx to numbers at and past ±2^53 in a body', async () => {
    const wrong: string[] = [];
    for (const endpoint of BODIES) {
      for (const leaf of leavesOf(endpoint.body)) {
        // Every leaf gets the numbers: a string field given a number too.
        for (const bad of BAD_NUMBERS) {
          const response = await superuser.call(endpoint.method, endpoint.path(), {
            json: withLeaf(endpoint.body, leaf.path, bad),
          });
          if (response.status >= 500) {
            wrong.push(
              `${endpoint.method} ${endpoint.path()} ${leaf.path.join('.')}=${bad}: ${response.status}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers bad query values 400 or their own answer, never 5xx', async () => {
    const wrong: string[] = [];
    for (const endpoint of QUERIES) {
      for (const name of Object.keys(endpoint.query)) {
        const values = [
          ...BAD_STRINGS.map(
            (bad) => encodeURIComponent(bad.replace(/[\ud800-\udfff]/g, 'x')) + '%ED%A0%80',
          ),
          ...BAD_DATE_TIMES.map(encodeURIComponent),
          ...BAD_NUMBERS.map(String),
          '9007199254740993',
          '-9007199254740993',
          '1e400',
        ];
        for (const value of values) {
          const query = Object.entries(endpoint.query)
            .map(([key, good]) => `${key}=${key === name ? value : encodeURIComponent(good)}`)
            .join('&');
          const response = await superuser.call('GET', `${endpoint.path}?${query}`);
          if (response.status >= 500)
            wrong.push(`GET ${endpoint.path}?${query}: ${response.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the reported cases with the field named', async () => {
    const attendees = await superuser.call('POST', '/api/v1/calendar/events', {
      json: { ...EVENT, attendees: ['Ana', '\ud800'] },
    });
    expect([attendees.status, attendees.body.message]).toEqual([
      400,
      'attendees.1 must be well-formed Unicode text.',
    ]);
    const from = await superuser.call(
      'GET',
      '/api/v1/calendar/events?from=0000-01-01T00:00:00Z&to=0000-01-02T00:00:00Z',
    );
    expect([from.status, from.body.message]).toEqual([400, `from: ${DATE_TIME_RANGE_MESSAGE}`]);
    const end = await superuser.call('POST', '/api/v1/calendar/events', {
      json: {
        ...EVENT,
        startTime: '9999-12-31T18:00:00Z',
        endTime: '9999-12-31T23:00:00-05:00',
      },
    });
    expect([end.status, end.body.message]).toEqual([400, `endTime: ${DATE_TIME_RANGE_MESSAGE}`]);
    const name = await superuser.call('PUT', '/api/v1/universities/univ-northbridge', {
      json: { ...UNIVERSITY, name: 'North\ud800' },
    });
    expect([name.status, name.body.message]).toEqual([
      400,
      'name must be well-formed Unicode text.',
    ]);
    const product = await superuser.call(
      'PUT',
      `/api/v1/universities/${DEFAULT_UNIVERSITY_ID}/branding`,
      {
        json: { ...BODIES[BODIES.length - 1]?.body, productName: '\udfffCampus' },
      },
    );
    expect([product.status, product.body.message]).toEqual([
      400,
      'productName must be well-formed Unicode text.',
    ]);
  });
});
