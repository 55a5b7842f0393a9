import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMPERSONATION_MAX_MINUTES } from '@lp/contract/api';
import type { AppContext } from '../context';
import { randomToken, sha256 } from '../security/tokens';
import { avatarUrlOf } from '../account/avatar-store';

export const SESSION_COOKIE = 'lp_session';
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** The avatar's address (issue 35), or undefined: initials. */
  avatar?: string;
  /** 'light', 'dark' or 'system': the mode the pages are drawn in (issue 35). */
  colorMode?: string;
  /** The language the person chose (issue 34); absent: none yet. */
  locale?: string;
};

export type ActiveSession = {
  idHash: string;
  csrfToken: string;
  user: SessionUserRow;
  /** The user's own university, and the one their admin screens work on (their own unless switched). */
  universityId: string;
  currentUniversityId: string;
  /** The university whose administrator this session acts as (within its time), or null. */
  impersonation: { universityId: string; startedAt: Date } | null;
};

const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** A new session always gets a new random id, so a planted cookie is never promoted (fixation). */
export async function startSession(
  context: AppContext,
  reply: FastifyReply,
  request: FastifyRequest,
  userId: string,
) {
  const sessionId = randomToken();
  const csrfToken = randomToken();
  const createdAt = context.now();
  if (Math.abs(createdAt.getTime() - lastSweep) >= SWEEP_EVERY_MS) {
    lastSweep = createdAt.getTime();
    await context.db.deleteFrom('sessions').where('expires_at', '<=', createdAt).execute();
  }
  await context.db
    .insertInto('sessions')
    .values({
      id_hash: sha256(sessionId),
      user_id: userId,
      csrf_token: csrfToken,
      created_at: createdAt,
      expires_at: new Date(createdAt.getTime() + SESSION_TTL_MS),
    })
    .execute();
  await context.db
    .updateTable('users')
    .set({ last_active_at: createdAt })
    .where('id', '=', userId)
    .execute();
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
  return csrfToken;
}

export async function findSession(
  context: AppContext,
  cookieValue: string | undefined,
): Promise<ActiveSession | null> {
  if (!cookieValue || cookieValue.length > 200) return null;
  const row = await context.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin(
      'universities as impersonated',
      'impersonated.id',
      'sessions.impersonating_university_id',
    )
    .select([
      'sessions.id_hash',
      'sessions.csrf_token',
      'sessions.expires_at',
      'sessions.current_university_id',
      'sessions.impersonating_university_id',
      'sessions.impersonation_started_at',
      'impersonated.status as impersonated_status',
      'users.university_id',
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.roles',
      'users.avatar_file',
      'users.color_mode',
      'users.locale',
    ])
    .where('sessions.id_hash', '=', sha256(cookieValue))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at.getTime() <= context.now().getTime()) {
    await context.db.deleteFrom('sessions').where('id_hash', '=', row.id_hash).execute();
    return null;
  }
  const impersonation = await liveImpersonation(context, row);
  return {
    idHash: row.id_hash,
    csrfToken: row.csrf_token,
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      roles: row.roles,
      ...(row.avatar_file ? { avatar: avatarUrlOf(row.avatar_file) } : {}),
      colorMode: row.color_mode,
      ...(row.locale ? { locale: row.locale } : {}),
    },
    universityId: row.university_id,
    // Impersonating, the admin screens work on the impersonated university.
    currentUniversityId:
      impersonation?.universityId ?? row.current_university_id ?? row.university_id,
    impersonation,
  };
}

/** Deletes a session server-side; its cookie then opens nothing. */
export async function retireSession(context: AppContext, session: ActiveSession | null) {
  if (session) {
    await context.db.deleteFrom('sessions').where('id_hash', '=', session.idHash).execute();
  }
}

export async function endSession(
  context: AppContext,
  reply: FastifyReply,
  session: ActiveSession | null,
) {
  await retireSession(context, session);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Which of these sessions still exist and have not expired (the presence heartbeat asks). */
export async function liveSessionHashes(
  db: AppContext['db'],
  idHashes: string[],
  at: Date,
): Promise<Set<string>> {
  if (idHashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('id_hash')
    .where('id_hash', 'in', idHashes)
    .where('expires_at', '>', at)
    .execute();
  return new Set(rows.map((row) => row.id_hash));
}

export async function endAllSessionsOf(context: AppContext, userId: string) {
  await context.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

const IMPERSONATION_MAX_MS = IMPERSONATION_MAX_MINUTES * 60 * 1000;

/**
 * A session's impersonation, ended (and cleared) once it has run its bounded time or its
 * university is no longer active (issue 37, item 8: suspended, as its people's sessions are;
 * whichever process suspended it).
 */
async function liveImpersonation(
  context: AppContext,
  row: {
    id_hash: string;
    impersonating_university_id: string | null;
    impersonation_started_at: Date | null;
    impersonated_status: string | null;
  },
): Promise<ActiveSession['impersonation']> {
  const universityId = row.impersonating_university_id;
  const startedAt = row.impersonation_started_at;
  if (!universityId || !startedAt) return null;
  const inTime = context.now().getTime() - startedAt.getTime() < IMPERSONATION_MAX_MS;
  if (inTime && row.impersonated_status === 'active') return { universityId, startedAt };
  await context.db
    .updateTable('sessions')
    .set({ impersonating_university_id: null, impersonation_started_at: null })
    .where('id_hash', '=', row.id_hash)
    .execute();
  return null;
}
