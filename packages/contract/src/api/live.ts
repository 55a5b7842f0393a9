import * as z from 'zod/mini';
import { urlSafeIdSchema } from '../entities/id';
import { liveEventSchema } from '../entities/program';
import { isValidVimeoUrl, videoAdminMessages } from '../rules/video';

/**
 * The live session and the video addresses (issue 15): stored by the server for the whole
 * deployment, so an admin's change reaches every learner. Browser storage is only a cache.
 */

/** `data` of GET /settings/video: the saved addresses (null: none configured yet). */
export const videoSettingsSchema = z.object({
  liveStreamUrl: z.nullable(z.string()),
  welcomeMessageUrl: z.nullable(z.string()),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

export const videoKinds = ['live', 'welcome'] as const;
export type VideoKind = (typeof videoKinds)[number];

/**
 * Body of PUT /settings/video/:kind (ADMIN, admin, superuser: the stream-admin area). The
 * address must pass the admin check of spec 2 §5 (https, vimeo.com, a known shape); anything
 * else, `javascript:` and look-alike hosts included, is refused with the spec's message.
 */
export const saveVideoUrlRequestSchema = z.object({
  url: z
    .string({ error: videoAdminMessages.invalidUrl })
    .check(
      z.trim(),
      z.maxLength(2_000, videoAdminMessages.invalidUrl),
      z.refine(isValidVimeoUrl, videoAdminMessages.invalidUrl),
    ),
});
export type SaveVideoUrlRequest = z.infer<typeof saveVideoUrlRequestSchema>;

/** `data` of GET /live: the current live event, its stream and who is watching. */
export const liveSessionSchema = z.object({
  event: z.nullable(liveEventSchema),
  /** The program the event belongs to, for its link. */
  programId: z.nullable(urlSafeIdSchema),
  /** The saved stream address (spec 2 §5 conversion is the client's), or null. */
  streamUrl: z.nullable(z.string()),
  /** Users connected to the presence service right now. */
  participants: z.number().check(z.int(), z.nonnegative()),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;
