import {
  isSingleLine,
  saveVideoUrlRequestSchema,
  videoKinds,
  type LiveSession,
  type VideoKind,
} from '@lp/contract/api';
import { videoAdminMessages } from '@lp/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../auth/guard';
import { courseUniversityOf } from '../courses/course-university';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { ApiError, sendData } from '../http/envelope';
import { createDashboardRepository } from '../learning/dashboard-repository';
import { createVideoSettingsRepository } from './video-settings-repository';
import { requestMessages } from '../http/request-messages';

const API = '/api/v1';
/** Spec 2 §2.1: /live is guarded only by signed-in status. */
const SIGNED_IN = { config: { area: 'signed-in' as const } };
/** Spec 2 §6: Video Content Administration is for ADMIN, admin and superuser. */
const STREAM_ADMIN = { config: { area: 'stream-admin' as const } };

const SAVED_MESSAGE: Record<VideoKind, string> = {
  live: videoAdminMessages.liveSaved,
  welcome: videoAdminMessages.welcomeSaved,
};

function isVideoKind(value: string): value is VideoKind {
  return (videoKinds as readonly string[]).includes(value);
}

/**
 * The address of a save request, or 400 with the spec's message. Every refusal, whatever its
 * reason (not a string, too long, not https on vimeo.com, a control character the pattern's
 * query part let through), is the same sentence the admin page shows.
 */
function requestedUrl(body: unknown): string {
  const parsed = saveVideoUrlRequestSchema.safeParse(body);
  if (!parsed.success || !isSingleLine(parsed.data.url)) {
    throw new ApiError(400, videoAdminMessages.invalidUrl);
  }
  return parsed.data.url;
}

/** The program whose live events include this one, or null. */
async function programOfLiveEvent(
  db: Db,
  universityId: string,
  eventId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('programs')
    .select('id')
    .where('university_id', '=', universityId)
    .where(sql<boolean>`body -> 'liveEvents' @> ${JSON.stringify([{ id: eventId }])}::jsonb`)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The live session and the video addresses (issue 15): GET /live, GET and PUT /settings/video. */
export function registerLiveRoutes(app: FastifyInstance, context: AppContext): void {
  const videos = createVideoSettingsRepository(context.db, context.now);
  const dashboards = createDashboardRepository(context.db);

  app.get(`${API}/settings/video`, SIGNED_IN, async (_request, reply) =>
    sendData(reply, await videos.settings()),
  );

  app.put<{ Params: { kind: string } }>(
    `${API}/settings/video/:kind`,
    STREAM_ADMIN,
    async (request, reply) => {
      const user = signedInUser(request);
      const { kind } = request.params;
      if (!isVideoKind(kind)) throw new ApiError(404, requestMessages.notFound);
      const url = requestedUrl(request.body);
      if (url === (await videos.url(kind))) throw new ApiError(400, videoAdminMessages.unchanged);
      await videos.save(kind, url, user.id);
      request.log.info({ kind, userId: user.id }, 'video address saved');
      return sendData(reply, await videos.settings(), SAVED_MESSAGE[kind]);
    },
  );

  app.get(`${API}/live`, SIGNED_IN, async (request, reply) => {
    // The live event is the university's own dashboard content's, its program its own (issue 32).
    const university = await courseUniversityOf(context, request);
    const event = (await dashboards.content(university)).learner.liveEvent;
    const session: LiveSession = {
      event,
      programId: event ? await programOfLiveEvent(context.db, university, event.id) : null,
      streamUrl: await videos.url('live'),
      // This process's sockets: with several processes, see docs/presence-scaling.md.
      participants: context.presence.onlineIn({ universityId: request.session!.universityId }),
    };
    return sendData(reply, session);
  });
}
