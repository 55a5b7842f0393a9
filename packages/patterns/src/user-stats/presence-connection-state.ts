/**
 * The presence socket's states (spec 2 §4), and 'reconnecting' while an automatic retry waits.
 * The same union as the app's `PresenceConnectionState`: the pattern cannot import the app.
 */
export type PresenceConnectionState =
  'connecting' | 'connected' | 'reconnecting' | 'closed' | 'error';
