import { sampleLiveSession } from '@lp/contract';
import type { LiveSessionPageProps } from './live-session';

// Sample props for stories and tests, from the contract's samples. The app fills the same
// props from the server's live session, the saved stream address, the presence count and its
// typed path builders.

export const sampleLiveSessionHrefs = {
  manageStream: '/live/admin',
  program: '/program/courts-of-heaven',
} as const;

/** Stream addresses of each shape the page meets (spec 2 §5). */
export const sampleStreamUrls = {
  youtubeWatch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  youtubeShort: 'https://youtu.be/dQw4w9WgXcQ',
  vimeoPage: 'https://vimeo.com/76979871',
  vimeoPlayer: 'https://player.vimeo.com/video/76979871',
  /** Not converted on the live page, so not framed there. */
  vimeoEvent: 'https://vimeo.com/event/123456',
  foreign: 'https://example.com/stream',
} as const;

/** Every prop of LiveSessionPage from the samples: the 17 July 2025 session, streaming, 12 watching. */
export function sampleLiveSessionProps(): LiveSessionPageProps {
  return {
    status: 'ready',
    event: sampleLiveSession,
    streamUrl: sampleStreamUrls.youtubeWatch,
    participants: 12,
    showManageStream: false,
    manageStreamHref: sampleLiveSessionHrefs.manageStream,
    programHref: sampleLiveSessionHrefs.program,
  };
}
