import type { SafeStorage } from '../safe-storage';

/** What the list needs of a validator: a zod schema fits, and so does a hand-written guard. */
export interface ItemParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Where a stored value that could not be read is copied before it is overwritten. */
export const CORRUPT_SUFFIX = '.corrupt';

/** A list kept in browser storage that several components (and tabs) share. */
export interface StoredList<T> {
  /** The current list; the same array until it changes (for useSyncExternalStore). */
  getSnapshot(): readonly T[];
  subscribe(listener: () => void): () => void;
  /** Applies a change, stores it, and tells every subscriber; returning the same list changes nothing. */
  update(change: (items: readonly T[]) => readonly T[]): void;
}

function parseList<T>(raw: string | null, schema: ItemParser<T>, key: string) {
  if (raw === null) return { items: [] as T[], damaged: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value)) {
    console.warn(`"${key}" is not a stored list; starting from an empty one`);
    return { items: [] as T[], damaged: true };
  }
  const items: T[] = [];
  for (const entry of value) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  if (items.length !== value.length)
    console.warn(`Kept ${items.length} of ${value.length} stored items of "${key}"`);
  return { items, damaged: items.length !== value.length };
}

/**
 * A JSON list in storage that never loses what a person wrote (DESIGN.md, bad input):
 * - items that do not match the schema are skipped, the valid ones kept;
 * - a value that is not a list, or lost items, is copied to `<key>.corrupt` before the first
 *   write replaces it (and nothing is written if that copy fails);
 * - when storage is unavailable or full, changes live in memory for the session, and items
 *   added that way survive a reload triggered by another tab;
 * - changes from other tabs arrive through the `storage` event.
 */
export function createStoredList<T extends { id: string }>(
  store: SafeStorage,
  key: string,
  schema: ItemParser<T>,
): StoredList<T> {
  const listeners = new Set<() => void>();
  let loaded = false;
  let items: readonly T[] = [];
  /** What storage held when last read or written, to skip reloads that change nothing. */
  let lastRaw: string | null = null;
  /** The damaged stored text, still to be copied aside before the first write. */
  let backup: string | null = null;
  /** Ids added while storage refused writes: they exist only in memory. */
  const unsaved = new Set<string>();
  let warned = false;

  const notify = () => listeners.forEach((listener) => listener());

  /** Reads storage again; true when the list changed. */
  function reload(): boolean {
    const raw = store.readString(key);
    if (loaded && raw === lastRaw) return false;
    loaded = true;
    lastRaw = raw;
    const parsed = parseList(raw, schema, key);
    backup = parsed.damaged ? raw : null;
    const stored = new Set(parsed.items.map((item) => item.id));
    const memoryOnly = items.filter((item) => unsaved.has(item.id) && !stored.has(item.id));
    items = [...parsed.items, ...memoryOnly];
    return true;
  }

  function keepInMemory(added: readonly T[]) {
    for (const item of added) unsaved.add(item.id);
    if (!warned) {
      warned = true;
      console.warn(`Could not save "${key}"; changes are kept for this session only`);
    }
  }

  function persist(added: readonly T[]) {
    if (backup !== null) {
      if (!store.writeString(`${key}${CORRUPT_SUFFIX}`, backup)) return keepInMemory(added);
      backup = null;
    }
    const text = JSON.stringify(items);
    if (!store.writeString(key, text)) return keepInMemory(added);
    lastRaw = text;
    unsaved.clear();
  }

  const onStorage = (event: StorageEvent) => {
    if ((event.key === key || event.key === null) && reload()) notify();
  };

  return {
    getSnapshot() {
      if (!loaded) reload();
      return items;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        globalThis.addEventListener?.('storage', onStorage);
        // Another tab may have written while nothing here was listening; React re-reads the
        // snapshot after subscribing, so no notification is needed.
        if (loaded) reload();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    update(change) {
      if (!loaded) reload();
      const next = change(items);
      if (next === items) return;
      const before = new Set(items.map((item) => item.id));
      items = next;
      persist(items.filter((item) => !before.has(item.id)));
      notify();
    },
  };
}
