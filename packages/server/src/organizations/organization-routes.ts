import {
  isAtRisk,
  organizationSchema,
  type MessageAudience,
  type Organization,
} from '@lp/contract';
import {
  organizationMessageMessages,
  organizationMessageRequestSchema,
  type OrganizationListResponse,
  type OrganizationMessageResponse,
} from '@lp/contract/api';
import type { FastifyInstance } from 'fastify';
import { addressesWanting } from '../account/email-preferences';
import * as z from 'zod/mini';
import { signedInUser } from '../auth/guard';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { ApiError, sendData } from '../http/envelope';
import { parseWith } from '../http/validate';
import { createUniversityReach } from '../tenancy/reachable-university';

const API = '/api/v1';
/** Spec 2 §6: the organizations dashboard is for admin and superuser. */
const ORGANIZATIONS = { config: { area: 'organizations' as const } };
/** The university the request names, if any (the dashboard's own by default). */
const universityQuerySchema = z.object({
  universityId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});

/** Stored records are read through the contract's schema: a bad row is a clear 500, never a bad answer. */
async function organizationsOf(db: Db, universityId: string): Promise<Organization[]> {
  const rows = await db
    .selectFrom('organizations')
    .select('body')
    .where('university_id', '=', universityId)
    .orderBy('position')
    .execute();
  return rows.map((row) => organizationSchema.parse(row.body));
}

/**
 * Who a Communication Hub message reaches: the students of the chosen organizations (or only
 * those at risk, spec 2 §9's rule), or, for teachers, each organization's faculty contact
 * address (the records name no teacher accounts). Suspended students get nothing; every
 * address once.
 */
export function recipientsOf(
  organizations: readonly Organization[],
  audience: MessageAudience,
): string[] {
  const addresses = organizations.flatMap((organization) => {
    if (audience === 'teachers') return [organization.contactEmail];
    return organization.students
      .filter((student) => student.status !== 'suspended')
      .filter((student) => audience === 'students' || isAtRisk(student))
      .map((student) => student.email);
  });
  return [...new Set(addresses.map((address) => address.trim().toLowerCase()))].filter(Boolean);
}

/**
 * The organizations dashboard (issue 18, spec 2 §2.8): the university's organizations, and
 * the Communication Hub's messages, sent for real through the outbox (the spec only
 * simulates them). Tenancy as user management: an admin reaches any university.
 */
export function registerOrganizationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const reachable = createUniversityReach(db);

  app.get(`${API}/admin/organizations`, ORGANIZATIONS, async (request, reply) => {
    const query = parseWith(universityQuerySchema, request.query ?? {});
    const university = await reachable(request, query.universityId);
    const answer: OrganizationListResponse = {
      universityId: university.id,
      organizations: await organizationsOf(db, university.id),
    };
    return sendData(reply, answer);
  });

  app.post(`${API}/admin/organizations/messages`, ORGANIZATIONS, async (request, reply) => {
    const sender = signedInUser(request);
    const query = parseWith(universityQuerySchema, request.query ?? {});
    const university = await reachable(request, query.universityId);
    const message = parseWith(organizationMessageRequestSchema, request.body);
    const all = await organizationsOf(db, university.id);
    const wanted = new Set(message.organizationIds);
    const chosen =
      wanted.size === 0 ? all : all.filter((organization) => wanted.has(organization.id));
    if (chosen.length !== wanted.size && wanted.size > 0)
      throw new ApiError(404, organizationMessageMessages.unknownOrganization);

    const senderName = `${sender.firstName} ${sender.lastName}`.trim() || sender.email;
    // Those who turned messages off in Settings get none (issue 35).
    const recipients = await addressesWanting(
      db,
      recipientsOf(chosen, message.audience),
      'messages',
    );
    for (const to of recipients) {
      await context.mailer.send({
        to,
        kind: 'ORGANIZATION_MESSAGE',
        subject: message.subject,
        text: `${message.content}\n\n— ${senderName}, ${university.name}`,
        link: null,
      });
    }
    const answer: OrganizationMessageResponse = { sent: recipients.length };
    return sendData(reply, answer, organizationMessageMessages.sent);
  });
}
