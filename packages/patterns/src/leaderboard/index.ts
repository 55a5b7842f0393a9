export { Leaderboard, defaultLeaderboardTexts, leaderboardRows } from './leaderboard';
export type { LeaderboardProps, LeaderboardTexts } from './leaderboard';
