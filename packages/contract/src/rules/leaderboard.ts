import type { LeaderboardUser, LearningProgress } from '../entities/dashboard';
import type { Role } from '../entities/role-names';

/** The Learning Hub's two computed figures: the leaderboard and the learning progress ring. */

export const LEADERBOARD_LIMIT = 20;

/** A leaderboard row before ranking; `userId` is set when the row belongs to an account. */
export type LeaderboardEntry = {
  id: string;
  userId: string | null;
  name: string;
  avatar: string;
  /** Percent. */
  progress: number;
  points: number;
  /** Days. */
  streak: number;
  /** Shown only on the signed-in user's own row (spec 2 §3). */
  role?: Role;
  fullName?: string;
};

function byPointsThenName(a: LeaderboardEntry, b: LeaderboardEntry): number {
  // Ties fall back to the name, then the id, so the order never depends on storage order.
  if (a.points !== b.points) return b.points - a.points;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function toLeaderboardUser(entry: LeaderboardEntry, rank: number, isCurrent: boolean) {
  const user: LeaderboardUser = {
    id: entry.id,
    name: entry.name,
    avatar: entry.avatar,
    progress: entry.progress,
    rank,
    points: entry.points,
    streak: entry.streak,
  };
  if (!isCurrent) return user;
  return {
    ...user,
    isCurrentUser: true,
    ...(entry.role ? { role: entry.role } : {}),
    ...(entry.fullName ? { fullName: entry.fullName } : {}),
  };
}

/**
 * Ranks by points (highest first, ties by name) and keeps the first `limit`. The signed-in
 * user's row is marked; when it falls outside the limit it is appended with its true rank,
 * so everyone sees where they stand.
 */
export function rankLeaderboard(
  rows: readonly LeaderboardEntry[],
  currentUserId: string | null,
  limit: number = LEADERBOARD_LIMIT,
): LeaderboardUser[] {
  const ranked = [...rows]
    .sort(byPointsThenName)
    .map((entry, index) =>
      toLeaderboardUser(entry, index + 1, currentUserId !== null && entry.userId === currentUserId),
    );
  const top = ranked.slice(0, Math.max(0, limit));
  const mine = ranked.find((user) => user.isCurrentUser);
  return mine && mine.rank > top.length ? [...top, mine] : top;
}

/**
 * The progress ring: courses done are the enrolments at 100%, out of all enrolments; the
 * percent is the learner's overall progress as stored, 0 for a learner with no figures yet.
 */
export function learningProgressOf(
  enrollments: readonly { progress: number }[],
  progressPercent: number | null,
): LearningProgress {
  return {
    percent: Math.min(100, Math.max(0, progressPercent ?? 0)),
    coursesCompleted: enrollments.filter((enrollment) => enrollment.progress >= 100).length,
    coursesTotal: enrollments.length,
  };
}
