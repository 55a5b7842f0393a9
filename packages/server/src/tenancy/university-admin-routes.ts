import {
  createUniversityRequestSchema,
  updateUniversityRequestSchema,
  universityMessages,
  type CreateUniversityResponse,
} from '@lp/contract/api';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { createAuthKit } from '../auth/auth-kit';
import { signedInUser } from '../auth/guard';
import { sendInvitation } from '../auth/send-invitation';
import { findUserByEmail } from '../auth/users';
import type { AppContext } from '../context';
import { ApiError, sendData } from '../http/envelope';
import { pathId } from '../http/params';
import { parseWith } from '../http/validate';
import { DEFAULT_UNIVERSITY_ID } from './default-university';
import { universityDirectory } from './university-directory';
import { createUniversityRepository, type UniversityRow } from './university-repository';

const API = '/api/v1';
/** Spec 2 §6: university management is for admin and superuser, who reach every university. */
const MANAGEMENT = { config: { area: 'university-management' as const } };

type Fields = {
  name: string;
  slug: string;
  domain: string;
  description: string;
  status: string;
  branding: { primaryColor: string; logoUrl: string; faviconUrl: string };
};

/**
 * Create, edit and delete universities (spec 2 §2.11, issue 16). A new university's first
 * administrator is invited on its own host; suspending or closing a university ends its
 * people's sessions; a university that still has accounts is not deleted.
 */
export function registerUniversityAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, now } = context;
  const universities = createUniversityRepository(db);
  const kit = createAuthKit(context);

  /** The university as the API describes it, with its counts. */
  const described = async (id: string) => {
    const { universities: all } = await universityDirectory(db, {
      roles: ['superuser'],
      universityId: id,
    });
    const found = all.find((each) => each.id === id);
    if (!found) throw new ApiError(404, universityMessages.notFound);
    return found;
  };

  /** A slug or domain another university already uses answers 409 (the form shows it there). */
  const assertUnique = async (fields: Fields, exceptId?: string) => {
    const clash = async (column: 'slug' | 'domain', value: string) => {
      if (!value) return false;
      let query = db.selectFrom('universities').select('id').where(column, '=', value);
      if (exceptId) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    };
    if (await clash('slug', fields.slug)) throw new ApiError(409, universityMessages.slugTaken);
    if (await clash('domain', fields.domain))
      throw new ApiError(409, universityMessages.domainTaken);
  };

  app.post(`${API}/universities`, MANAGEMENT, async (request, reply) => {
    const inviter = signedInUser(request);
    const body = normalised(parseWith(createUniversityRequestSchema, request.body));
    await assertUnique(body);
    const adminEmail = body.adminEmail.trim().toLowerCase();
    if (await findUserByEmail(db, adminEmail))
      throw new ApiError(409, universityMessages.adminExists);
    const at = now();
    const id = randomUUID();
    await db
      .insertInto('universities')
      .values({
        id,
        name: body.name,
        slug: body.slug,
        domain: body.domain || null,
        description: body.description,
        status: body.status,
        branding: JSON.stringify(brandingOf(body)),
        brand_id: null,
        sections: null,
        ...(body.languages && {
          default_locale: body.languages.default,
          locales: JSON.stringify(body.languages.offered),
        }),
        created_at: at,
        updated_at: at,
      })
      .execute();
    const university = (await universities.byId(id))!;
    const { expiresAt } = await sendInvitation(context, kit, {
      email: adminEmail,
      role: 'university_admin',
      university,
      inviter,
    });
    const answer: CreateUniversityResponse = {
      university: await described(id),
      invitation: { email: adminEmail, expiresAt: expiresAt.toISOString() },
    };
    return sendData(reply, answer, universityMessages.created, 201);
  });

  app.put<{ Params: { id: string } }>(
    `${API}/universities/:id`,
    MANAGEMENT,
    async (request, reply) => {
      const id = pathId(request.params.id, universityMessages.notFound);
      const current = await universities.byId(id);
      if (!current) throw new ApiError(404, universityMessages.notFound);
      const body = normalised(parseWith(updateUniversityRequestSchema, request.body));
      if (id === DEFAULT_UNIVERSITY_ID && body.status !== 'active')
        throw new ApiError(409, universityMessages.defaultMustStayActive);
      await assertUnique(body, id);
      const branding = { ...current.branding, ...brandingOf(body, current) };
      await db
        .updateTable('universities')
        .set({
          name: body.name,
          slug: body.slug,
          domain: body.domain || null,
          description: body.description,
          status: body.status,
          branding: JSON.stringify(branding),
          // A built-in brand shows its own colours: a chosen colour replaces it.
          brand_id:
            body.branding.primaryColor.toLowerCase() === current.branding.primaryColor.toLowerCase()
              ? current.brand_id
              : null,
          ...(body.languages && {
            default_locale: body.languages.default,
            locales: JSON.stringify(body.languages.offered),
          }),
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute();
      if (body.status === 'suspended' && current.status !== 'suspended') {
        await endImpersonationsOf(request, id);
        await closeSessionsOf(id);
      }
      return sendData(reply, await described(id), universityMessages.updated);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${API}/universities/:id`,
    MANAGEMENT,
    async (request, reply) => {
      const id = pathId(request.params.id, universityMessages.notFound);
      if (!(await universities.byId(id))) throw new ApiError(404, universityMessages.notFound);
      if (id === DEFAULT_UNIVERSITY_ID)
        throw new ApiError(409, universityMessages.defaultUndeletable);
      const { count } = await db
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('university_id', '=', id)
        .executeTakeFirstOrThrow();
      if (count > 0) throw new ApiError(409, universityMessages.hasAccounts(count));
      await db.deleteFrom('universities').where('id', '=', id).execute();
      return sendData(reply, { id }, universityMessages.deleted);
    },
  );

  /**
   * Impersonations of a suspended university end with it (issue 37, item 8), as its people's
   * sessions do: the admins keep their own sessions, back on their own university; their
   * presence sockets close, so their clients reconnect there. Each end is audited under the
   * admin who impersonated, as an End Session would be.
   */
  async function endImpersonationsOf(request: FastifyRequest, universityId: string) {
    const ended = await db
      .updateTable('sessions')
      .set({ impersonating_university_id: null, impersonation_started_at: null })
      .where('impersonating_university_id', '=', universityId)
      .returning(['id_hash', 'user_id'])
      .execute();
    if (ended.length === 0) return;
    const actors = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'id',
        'in',
        ended.map((session) => session.user_id),
      )
      .execute();
    await db
      .insertInto('audit_log')
      .values(
        ended.map((session) => ({
          actor_user_id: session.user_id,
          actor_email: actors.find((actor) => actor.id === session.user_id)?.email ?? '',
          university_id: universityId,
          action: 'impersonation-end-suspended',
          method: request.method,
          path: request.routeOptions.url ?? '',
          status: 200,
          created_at: now(),
        })),
      )
      .execute();
    for (const session of ended) context.presence.closeSession(session.id_hash);
  }

  /**
   * A suspended university closes its doors: its people's sessions end (their next request
   * answers 401, and sign-in refuses them) and their presence sockets close. Admins who only
   * switched to it keep their own sessions; those who impersonate it stop (above).
   */
  async function closeSessionsOf(universityId: string) {
    const people = await db
      .selectFrom('users')
      .select('id')
      .where('university_id', '=', universityId)
      .execute();
    if (people.length === 0) return;
    const ids = people.map((each) => each.id);
    await db.deleteFrom('sessions').where('user_id', 'in', ids).execute();
    for (const id of ids) context.presence.closeUser(id);
  }
}

/** The request's fields trimmed, the domain in lower case (hosts compare that way). */
function normalised<T extends Fields>(body: T): T {
  return {
    ...body,
    name: body.name.trim(),
    slug: body.slug.trim(),
    domain: body.domain.trim().toLowerCase(),
    description: body.description.trim(),
    branding: {
      primaryColor: body.branding.primaryColor.trim(),
      logoUrl: body.branding.logoUrl.trim(),
      faviconUrl: body.branding.faviconUrl.trim(),
    },
  };
}

/** The stored branding of the form's fields; a new university starts from plain defaults. */
function brandingOf(body: Fields, current?: UniversityRow) {
  const base = current?.branding ?? {
    name: body.name,
    tagline: '',
    primaryColor: body.branding.primaryColor,
    secondaryColor: body.branding.primaryColor,
    accentColor: body.branding.primaryColor,
    faviconUrl: '',
    fontFamily: 'DM Sans',
    customCss: '',
  };
  const { logoUrl: _previousLogo, ...rest } = base;
  return {
    ...rest,
    primaryColor: body.branding.primaryColor,
    faviconUrl: body.branding.faviconUrl,
    ...(body.branding.logoUrl ? { logoUrl: body.branding.logoUrl } : {}),
  };
}
