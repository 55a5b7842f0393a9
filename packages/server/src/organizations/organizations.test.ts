import { organizationFilterNames, sampleOrganizations } from '@lp/contract';
import {
  organizationListResponseSchema,
  organizationMessageMessages,
  organizationMessageResponseSchema,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { recipientsOf } from './organization-routes';
import { seededOrganizations } from '../seed/organizations-seed';

// The organizations dashboard (issue 18, spec 2 §2.8): seed records served per university,
// and the Communication Hub's messages sent for real. A test per role.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

async function as(role: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

async function outboxTo(addresses: readonly string[]) {
  return server.app.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'body', 'kind'])
    .where('to_address', 'in', addresses)
    .where('kind', '=', 'ORGANIZATION_MESSAGE')
    .execute();
}

const message = {
  audience: 'at-risk',
  subject: 'Study support this week',
  content: 'Drop-in tutoring runs every afternoon.',
};

describe('GET /admin/organizations', () => {
  it.each(['admin', 'superuser'])("gives %s the university's organizations", async (role) => {
    const response = await (await as(role)).call('GET', '/api/v1/admin/organizations');
    expect(response.status).toBe(200);
    const answer = organizationListResponseSchema.parse(response.body.data);
    expect(answer.universityId).toBe(DEFAULT_UNIVERSITY_ID);
    expect(answer.organizations.map((organization) => organization.name)).toEqual(
      organizationFilterNames,
    );
  });

  it.each(['student', 'teacher', 'university_admin'])('refuses %s with 403', async (role) => {
    const response = await (await as(role)).call('GET', '/api/v1/admin/organizations');
    expect(response.status).toBe(403);
  });

  it('serves another university its own, and 404 for an unknown one', async () => {
    const admin = await as('admin');
    const northbridge = await admin.call(
      'GET',
      '/api/v1/admin/organizations?universityId=univ-northbridge',
    );
    expect(organizationListResponseSchema.parse(northbridge.body.data).organizations).toEqual(
      seededOrganizations['univ-northbridge'],
    );
    const unknown = await admin.call('GET', '/api/v1/admin/organizations?universityId=nowhere');
    expect(unknown.status).toBe(404);
  });
});

describe('POST /admin/organizations/messages', () => {
  it('sends the at-risk students of the chosen organization an e-mail each', async () => {
    const [first] = sampleOrganizations;
    const expected = recipientsOf([first!], 'at-risk');
    expect(expected.length).toBeGreaterThan(0);
    const response = await (
      await as('admin')
    ).call('POST', '/api/v1/admin/organizations/messages', {
      json: { ...message, organizationIds: [first!.id] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(organizationMessageResponseSchema.parse(response.body.data).sent).toBe(expected.length);
    const mails = await outboxTo(expected);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([...expected].sort());
    expect(mails[0]!.subject).toBe(message.subject);
    expect(mails[0]!.body).toContain(message.content);
  });

  it('reaches every organization when none is chosen; teachers through the faculty contact', async () => {
    const response = await (
      await as('superuser')
    ).call('POST', '/api/v1/admin/organizations/messages', {
      json: { ...message, audience: 'teachers' },
    });
    expect(response.body.data).toEqual({ sent: sampleOrganizations.length });
  });

  it('refuses an empty subject, an unknown organization and a student', async () => {
    const admin = await as('admin');
    const empty = await admin.call('POST', '/api/v1/admin/organizations/messages', {
      json: { ...message, subject: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(organizationMessageMessages.subjectRequired);
    const unknown = await admin.call('POST', '/api/v1/admin/organizations/messages', {
      json: { ...message, organizationIds: ['org-nowhere'] },
    });
    expect(unknown.status).toBe(404);
    const student = await (
      await as('student')
    ).call('POST', '/api/v1/admin/organizations/messages', { json: message });
    expect(student.status).toBe(403);
  });
});

describe('recipientsOf', () => {
  it('leaves suspended students out and names each address once', () => {
    const [first] = sampleOrganizations;
    const twice = recipientsOf([first!, first!], 'students');
    expect(new Set(twice).size).toBe(twice.length);
    const suspended = first!.students.filter((student) => student.status === 'suspended');
    for (const student of suspended) expect(twice).not.toContain(student.email.toLowerCase());
  });
});
