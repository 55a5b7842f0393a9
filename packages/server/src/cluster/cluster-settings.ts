/**
 * Timings of the shared state several server processes keep in PostgreSQL (docs/deploying.md).
 * Only used with DATABASE_URL; the embedded database keeps everything in the one process.
 */
export type ClusterSettings = {
  /** How often a process writes its heartbeat row (and re-reads the counts). */
  heartbeatMs: number;
  /**
   * A process whose heartbeat is older than this stops counting: its users are no longer
   * online for anyone. Bounds how long a process killed without cleanup keeps counting.
   */
  expiryMs: number;
  /** At most one presence broadcast per this interval, so a reconnect storm is one message. */
  coalesceMs: number;
};

export const DEFAULT_CLUSTER_SETTINGS: ClusterSettings = {
  heartbeatMs: 5_000,
  expiryMs: 20_000,
  coalesceMs: 250,
};

/** Settings with defaults filled in; an expiry shorter than two heartbeats is refused. */
export function clusterSettings(partial: Partial<ClusterSettings> = {}): ClusterSettings {
  const settings = { ...DEFAULT_CLUSTER_SETTINGS, ...partial };
  if (settings.expiryMs < 2 * settings.heartbeatMs) {
    throw new Error(
      `CLUSTER_EXPIRY_MS (${settings.expiryMs}) must be at least twice CLUSTER_HEARTBEAT_MS (${settings.heartbeatMs}): a live process must never look dead.`,
    );
  }
  return settings;
}
