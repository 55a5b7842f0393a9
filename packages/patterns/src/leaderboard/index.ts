export {
  Leaderboard,
  defaultLeaderboardTexts,
  useLeaderboardTexts,
  leaderboardRows,
} from './leaderboard';
export type { LeaderboardProps, LeaderboardTexts } from './leaderboard';
