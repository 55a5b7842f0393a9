import { CATALOG_PAGE_SIZE, catalogPageSchema, type CatalogPage } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededCourses } from '../seed/seed';
import { startTestServer, type TestServer, type Visitor } from '../testing/test-server';
import {
  addAccounts,
  LAKESIDE,
  LAKESIDE_COURSE,
  NORTHBRIDGE,
  NORTHBRIDGE_COURSE,
  ROLES,
  signedIn,
} from './course-test-kit';

/** Lakeside gets enough extra courses for three pages, each property chosen by its number. */
const EXTRA = 2 * CATALOG_PAGE_SIZE + 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addAccounts(server, { northbridge: NORTHBRIDGE, lakeside: LAKESIDE });
  await server.app.db
    .insertInto('courses')
    .values(
      Array.from({ length: EXTRA }, (_, n) => ({
        id: `lakeside-extra-${String(n).padStart(3, '0')}`,
        title: n === 7 ? 'Kayak Safety on Open Water' : `Lakeside Topic ${n}`,
        description: n === 11 ? 'Includes a day of KAYAK practice.' : 'A Lakeside course.',
        created_by_name: 'Bench Author',
        created_by_user_id: null,
        estimated_duration_hours: [1, 5, 20][n % 3]!,
        difficulty_level: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'][n % 3]!,
        category: n === 13 ? 'Kayaking' : n % 2 === 0 ? 'Science' : 'Arts',
        language: n % 4 === 0 ? 'fr' : 'en',
        image_url: null,
        // Every tenth is a draft, which the catalogue never lists.
        is_published: n % 10 !== 9,
        university_id: LAKESIDE,
        created_at: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000),
        updated_at: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000),
      })),
    )
    .execute();
});
afterAll(() => server.app.close());

const PUBLISHED_EXTRA = Array.from({ length: EXTRA }, (_, n) => n).filter((n) => n % 10 !== 9);
/** Lakeside's two seeded courses plus its published extras. */
const LAKESIDE_PUBLISHED = 2 + PUBLISHED_EXTRA.length;

async function catalog(visitor: Visitor, query = ''): Promise<CatalogPage> {
  const response = await visitor.call('GET', `/api/v1/courses/catalog${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return catalogPageSchema.parse(response.body.data);
}
const lakeside = () => signedIn(server, 'student@lakeside.test');

describe('GET /courses/catalog: the university’s published courses', () => {
  it.each(ROLES)('answers %s of the default university with the sample catalogue', async (role) => {
    const page = await catalog(await signedIn(server, `${role}@demo.edu`));
    expect(page.total).toBe(seededCourses.length);
    expect(page.items.map((course) => course.id)).not.toContain(LAKESIDE_COURSE);
    expect(page.pageSize).toBe(CATALOG_PAGE_SIZE);
  });

  it.each(ROLES)('answers %s of Northbridge without a Lakeside course', async (role) => {
    const page = await catalog(await signedIn(server, `${role}@northbridge.test`), '?q=lakeside');
    expect(page.total).toBe(0);
    const all = await catalog(await signedIn(server, `${role}@northbridge.test`));
    expect(all.items.map((course) => course.id)).toContain(NORTHBRIDGE_COURSE);
    expect(all.items.every((course) => !course.id.startsWith('lakeside'))).toBe(true);
  });

  it('answers 401 signed out', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/courses/catalog`);
    expect(response.status).toBe(401);
  });

  it('pages on the server, newest first, without repeating a course', async () => {
    const visitor = await lakeside();
    const pages = [
      await catalog(visitor),
      await catalog(visitor, '?page=2'),
      await catalog(visitor, '?page=3'),
    ];
    expect(pages.map((page) => page.total)).toEqual([
      LAKESIDE_PUBLISHED,
      LAKESIDE_PUBLISHED,
      LAKESIDE_PUBLISHED,
    ]);
    const ids = pages.flatMap((page) => page.items.map((course) => course.id));
    expect(ids).toHaveLength(LAKESIDE_PUBLISHED);
    expect(new Set(ids).size).toBe(ids.length);
    // The seeded courses (April 2025) are newer than the extras (from January 2025).
    expect(ids.slice(0, 3)).toEqual([
      'lakeside-hospitality-management',
      LAKESIDE_COURSE,
      'lakeside-extra-052',
    ]);
    expect((await catalog(visitor, '?page=9')).items).toEqual([]);
  });

  it('searches title, category and description, whatever the case, title matches first', async () => {
    const page = await catalog(await lakeside(), '?q=kAyAk');
    expect(page.items.map((course) => course.id)).toEqual([
      'lakeside-extra-007',
      'lakeside-extra-013',
      'lakeside-extra-011',
    ]);
  });

  it('matches a search literally: % and _ are not wildcards', async () => {
    expect((await catalog(await lakeside(), '?q=%25')).total).toBe(0);
    expect((await catalog(await lakeside(), '?q=_')).total).toBe(0);
  });

  it('filters by category, level, language and duration band', async () => {
    const visitor = await lakeside();
    const arts = await catalog(visitor, '?category=Arts');
    expect(arts.items.every((course) => course.category === 'Arts')).toBe(true);
    const advancedFrench = await catalog(visitor, '?level=ADVANCED&language=fr');
    expect(advancedFrench.total).toBe(
      PUBLISHED_EXTRA.filter((n) => n % 3 === 2 && n % 4 === 0).length,
    );
    const short = await catalog(visitor, '?duration=short');
    expect(short.items.every((course) => course.estimatedDurationHours < 2)).toBe(true);
    const medium = await catalog(visitor, '?duration=medium');
    expect(
      medium.items.every(
        (course) => course.estimatedDurationHours >= 2 && course.estimatedDurationHours < 10,
      ),
    ).toBe(true);
    const long = await catalog(visitor, '?duration=long');
    expect(long.items.every((course) => course.estimatedDurationHours >= 10)).toBe(true);
    expect(short.total + medium.total + long.total).toBe(LAKESIDE_PUBLISHED);
  });

  it('sorts by title and by duration', async () => {
    const visitor = await lakeside();
    const byTitle = (await catalog(visitor, '?sort=title')).items.map((course) => course.title);
    expect(byTitle).toEqual(
      [...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const hours = (await catalog(visitor, '?sort=duration')).items.map(
      (course) => course.estimatedDurationHours,
    );
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
  });

  it('gives the facets of the whole catalogue, whatever the filter', async () => {
    const page = await catalog(await lakeside(), '?category=Arts&q=nothing-matches');
    expect(page.total).toBe(0);
    expect(page.facets.categories).toEqual([
      'Arts',
      'Business',
      'Environmental Science',
      'Kayaking',
      'Science',
    ]);
    expect(page.facets.languages).toEqual(['en', 'fr']);
  });

  it('carries the learner’s enrolment on each course', async () => {
    const visitor = await lakeside();
    await visitor.call('POST', `/api/v1/courses/${LAKESIDE_COURSE}/enrollment`);
    const page = await catalog(visitor, '?q=freshwater');
    expect(page.items[0]?.enrollment?.progress).toBe(0);
  });

  it.each([
    ['?level=EXPERT', 'level must be one of BEGINNER, INTERMEDIATE, ADVANCED'],
    ['?duration=forever', 'duration must be one of short, medium, long'],
    ['?sort=random', 'sort must be one of relevance, newest, title, duration'],
    ['?page=0', 'page'],
    ['?page=two', 'page must be a whole number from 1'],
    // The server's rule for every query: a parameter is given once.
    ['?level=BEGINNER&level=ADVANCED', 'Query parameter "level" must be given'],
  ])('refuses %s with 400 and the field’s message', async (query, message) => {
    const response = await (await lakeside()).call('GET', `/api/v1/courses/catalog${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});
