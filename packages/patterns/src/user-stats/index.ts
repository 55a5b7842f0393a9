export { UserStatsPage } from './user-stats';
export type { UserStatsPageProps } from './user-stats';
export { defaultUserStatsTexts, useUserStatsTexts } from './user-stats-texts';
export type { UserStatsTexts } from './user-stats-texts';
export type { PresenceConnectionState } from './presence-connection-state';
