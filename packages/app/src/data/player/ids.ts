let counter = 0;

/**
 * A unique id for a note, bookmark or chat message. crypto.randomUUID exists only in secure
 * contexts (https or localhost), so a deployment served over plain http falls back to time,
 * a counter and randomness: unique enough for one person's local lists.
 */
export function newId(): string {
  const uuid = globalThis.crypto?.randomUUID;
  if (typeof uuid === 'function') return uuid.call(globalThis.crypto);
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
