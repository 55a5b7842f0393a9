import type { VideoKind } from '@lp/contract/api';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of the live session and the video addresses (docs/api.md). */
export const livePaths = {
  live: '/live',
  videoSettings: '/settings/video',
  saveVideo: (kind: VideoKind) => `/settings/video/${kind}`,
} as const;

/** GET /live: the live event, its saved stream and who is watching. */
export const liveResource = defineResource(() => api().then((m) => m.liveSessionSchema));
/** GET /settings/video: the saved live stream and welcome video addresses. */
export const videoSettingsResource = defineResource(() => api().then((m) => m.videoSettingsSchema));

/**
 * Saves a video address (PUT /settings/video/:kind; the server checks the role and the
 * address), then refreshes every page that shows it. Rejects with the server's message.
 */
export function useSaveVideoUrl() {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  async function save(kind: VideoKind, url: string): Promise<void> {
    setSaving(true);
    try {
      const { data } = await client.put(livePaths.saveVideo(kind), {
        body: { url },
        schema: () => api().then((m) => m.videoSettingsSchema),
      });
      await Promise.all([mutate(livePaths.videoSettings, data, false), mutate(livePaths.live)]);
    } finally {
      setSaving(false);
    }
  }
  return { save, saving };
}
