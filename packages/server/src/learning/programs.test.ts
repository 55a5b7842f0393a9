import { sampleInstructors, sampleProgramHighlights } from '@lp/contract';
import {
  instructorDetailSchema,
  instructorListSchema,
  programDetailSchema,
  programListSchema,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

let server: TestServer;
let student: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  student = new Visitor(server.baseUrl);
  await student.signIn('student@demo.edu', DEMO_PASSWORD);
});
afterAll(() => server.app.close());

describe('GET /programs and /programs/:id', () => {
  it('lists the event program with its stats and first schedule time', async () => {
    const response = await student.call('GET', '/api/v1/programs');
    expect(response.status).toBe(200);
    expect(programListSchema.parse(response.body.data)).toEqual([
      expect.objectContaining({
        id: 'courts-of-heaven',
        title: 'The Event Program',
        stats: { courseCount: 6, eventCount: 3, totalDurationHours: 17 },
        startsAt: '2025-07-17T17:00:00-06:00',
      }),
    ]);
  });

  it('serves the program: 6 courses, 3 events, 17 hours, its highlights and full instructors', async () => {
    const response = await student.call('GET', '/api/v1/programs/courts-of-heaven');
    expect(response.status).toBe(200);
    const program = programDetailSchema.parse(response.body.data);
    expect(program.courses).toEqual([
      'course-1',
      'course-2',
      'course-3',
      'course-4',
      'course-5',
      'course-6',
    ]);
    expect(program.liveEvents).toHaveLength(3);
    expect(program.stats).toEqual({ courseCount: 6, eventCount: 3, totalDurationHours: 17 });
    expect(program.highlights).toEqual({ liveEvents: 3, hours: 8, days: 3, liveSessions: 8 });
    expect(program.highlights).toEqual(sampleProgramHighlights);
    expect(program.instructors).toEqual(sampleInstructors);
    expect(program.schedule).toHaveLength(15);
    expect(response.body.data).not.toHaveProperty('instructorIds');
  });

  it("answers 404 'Program not found' for an unknown or malformed id", async () => {
    for (const id of ['no-such-program', 'bad%20id', '%E2%9C%93']) {
      const response = await student.call('GET', `/api/v1/programs/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ data: null, message: 'Program not found' });
    }
  });
});

describe("GET /programs: each university's own (issue 32)", () => {
  async function signedIn(email: string) {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.signIn(email, DEMO_PASSWORD)).status).toBe(200);
    return visitor;
  }

  it("lists only the default university's program, for every role of it", async () => {
    for (const role of ['student', 'teacher', 'admin', 'university_admin', 'superuser']) {
      const visitor = await signedIn(`${role}@demo.edu`);
      const response = await visitor.call('GET', '/api/v1/programs');
      expect(
        programListSchema.parse(response.body.data).map((p) => p.id),
        role,
      ).toEqual(['courts-of-heaven']);
    }
  });

  it("gives Lakeside's learner Lakeside's program, naming its own courses", async () => {
    const lakeside = await signedIn('student@lakeside.demo.edu');
    const list = await lakeside.call('GET', '/api/v1/programs');
    expect(programListSchema.parse(list.body.data).map((p) => p.id)).toEqual([
      'lakeside-foundations',
    ]);
    const detail = await lakeside.call('GET', '/api/v1/programs/lakeside-foundations');
    expect(detail.status).toBe(200);
    expect(programDetailSchema.parse(detail.body.data).courses).toEqual([
      'lakeside-freshwater-systems',
      'lakeside-hospitality-management',
    ]);
  });

  it("answers another university's program 404 'Program not found', both ways", async () => {
    const lakeside = await signedIn('student@lakeside.demo.edu');
    const theirs = await lakeside.call('GET', '/api/v1/programs/courts-of-heaven');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ data: null, message: 'Program not found' });
    const ours = await student.call('GET', '/api/v1/programs/lakeside-foundations');
    expect(ours.status).toBe(404);
    expect(ours.body).toMatchObject({ data: null, message: 'Program not found' });
  });
});

describe('GET /instructors and /instructors/:id', () => {
  it('lists the three instructors', async () => {
    const response = await student.call('GET', '/api/v1/instructors');
    expect(instructorListSchema.parse(response.body.data)).toEqual(sampleInstructors);
  });

  it('serves one instructor', async () => {
    const response = await student.call('GET', '/api/v1/instructors/amara-okafor');
    const instructor = instructorDetailSchema.parse(response.body.data);
    expect(instructor).toMatchObject({ name: 'Dr. Amara Okafor', studentsCount: 950 });
  });

  it("answers 404 'Teacher Not Found' for an unknown or malformed id", async () => {
    for (const id of ['nobody', 'a.b']) {
      const response = await student.call('GET', `/api/v1/instructors/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Teacher Not Found');
    }
  });

  it('answers 401 without a session', async () => {
    const visitor = new Visitor(server.baseUrl);
    for (const path of [
      '/programs',
      '/programs/courts-of-heaven',
      '/instructors',
      '/instructors/x',
    ]) {
      expect((await visitor.call('GET', `/api/v1${path}`)).status).toBe(401);
    }
  });
});
