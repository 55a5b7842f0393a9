import type { VideoKind, VideoSettings } from '@lp/contract/api';
import type { Db } from '../db/database';

/**
 * The saved video addresses (issue 15): one per kind for the whole deployment. Issue 16
 * scopes them per university (a university_id beside the kind), so an admin then changes
 * only their own university's stream.
 */
export function createVideoSettingsRepository(db: Db, now: () => Date) {
  return {
    async settings(): Promise<VideoSettings> {
      const rows = await db.selectFrom('video_settings').select(['kind', 'url']).execute();
      const urlOf = (kind: VideoKind) => rows.find((row) => row.kind === kind)?.url ?? null;
      return { liveStreamUrl: urlOf('live'), welcomeMessageUrl: urlOf('welcome') };
    },

    async url(kind: VideoKind): Promise<string | null> {
      const row = await db
        .selectFrom('video_settings')
        .select('url')
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row?.url ?? null;
    },

    /** Saves the address of a kind, recording who saved it and when. */
    async save(kind: VideoKind, url: string, userId: string | null): Promise<void> {
      const at = now();
      await db
        .insertInto('video_settings')
        .values({ kind, url, updated_at: at, updated_by: userId })
        .onConflict((conflict) =>
          conflict.column('kind').doUpdateSet({ url, updated_at: at, updated_by: userId }),
        )
        .execute();
    },
  };
}

export type VideoSettingsRepository = ReturnType<typeof createVideoSettingsRepository>;
