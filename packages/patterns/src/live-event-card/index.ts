export { LiveEventCard, defaultLiveEventCardTexts } from './live-event-card';
export type { LiveEventCardProps, LiveEventCardTexts } from './live-event-card';
