export { LiveSessionPage, defaultLiveSessionTexts, liveStreamSource } from './live-session';
export type {
  LiveSessionPageProps,
  LiveSessionTexts,
  LiveSessionStatus,
  LiveStreamState,
} from './live-session';
