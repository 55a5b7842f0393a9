import type { AuthoredCourse } from '@lp/contract/api';

/**
 * The course builder's copy of a course and its autosave (issue 32). Edits change the copy at
 * once; a save of the whole copy follows a moment after the last edit, naming the version the
 * copy was based on. Nothing typed is lost:
 *
 * - every edit is also kept in the browser's storage until it is saved, so a closed tab or a
 *   dropped connection leaves it there for the next visit;
 * - an edit made while a save is on its way is saved after it;
 * - a save over a newer version (409: someone else saved meanwhile) stops autosaving and asks:
 *   reload their version, or keep this copy and save it over theirs.
 *
 * Framework-free: the screen subscribes through `useSyncExternalStore`.
 */

export type DraftStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

export interface DraftState {
  course: AuthoredCourse;
  status: DraftStatus;
  /** Why the last save failed ('failed'), or the conflict's message ('conflict'). */
  error: string | null;
  /** The copy was restored from this browser's storage: unsaved edits of an earlier visit. */
  restored: boolean;
}

export interface DraftServer {
  /** Saves the whole course over `version`; rejects with a status 409 on a newer one. */
  save(course: AuthoredCourse, version: number): Promise<AuthoredCourse>;
  /** The course as stored now. */
  load(): Promise<AuthoredCourse>;
}

/** What `KeyValueStore` needs of `localStorage` (the app's safe storage fits). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CourseDraftOptions {
  server: DraftServer;
  storage: KeyValueStore;
  /** Quiet time after the last edit before saving. */
  delayMs?: number;
  /** Timers, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const AUTOSAVE_DELAY_MS = 800;
export const draftStorageKey = (courseId: string) => `lp:course-draft:${courseId}`;

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An unsaved copy kept from an earlier visit, when it is still for this course. */
function readBackup(storage: KeyValueStore, courseId: string) {
  try {
    const stored = JSON.parse(storage.getItem(draftStorageKey(courseId)) ?? 'null') as {
      version?: unknown;
      course?: { id?: unknown };
    } | null;
    if (typeof stored?.version !== 'number' || stored.course?.id !== courseId) return null;
    return stored as { version: number; course: AuthoredCourse };
  } catch {
    return null; // Corrupt storage: nothing to restore.
  }
}

export function createCourseDraft(initial: AuthoredCourse, options: CourseDraftOptions) {
  const {
    server,
    storage,
    delayMs = AUTOSAVE_DELAY_MS,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  const key = draftStorageKey(initial.id);
  const listeners = new Set<() => void>();
  /** The stored version the copy is based on. */
  let baseVersion = initial.version;
  /** Raised by every edit: a save knows whether the copy changed while it was on its way. */
  let editCount = 0;
  let timer: unknown = null;
  let inFlight = false;
  let state: DraftState = { course: initial, status: 'saved', error: null, restored: false };

  const backup = readBackup(storage, initial.id);
  if (backup) {
    // Edits of an earlier visit: still based on the stored version, they are simply saved;
    // based on an older one, someone saved since: the same choice as a conflict.
    state = {
      course: { ...backup.course, version: initial.version },
      status: backup.version === initial.version ? 'unsaved' : 'conflict',
      error: null,
      restored: true,
    };
    baseVersion = backup.version;
  }

  function set(next: Partial<DraftState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function keep() {
    try {
      storage.setItem(key, JSON.stringify({ version: baseVersion, course: state.course }));
    } catch {
      // A full or refused storage: the edit is still in memory and saved shortly.
    }
  }

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, delayMs);
  }

  /** Saves the copy now (a pending timer is dropped); a save on its way is followed by another. */
  async function flush(): Promise<void> {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (inFlight || state.status === 'conflict' || state.status === 'saved') return;
    inFlight = true;
    const sentAt = editCount;
    set({ status: 'saving', error: null });
    try {
      const saved = await server.save(state.course, baseVersion);
      baseVersion = saved.version;
      if (editCount === sentAt) {
        storage.removeItem(key);
        set({ course: saved, status: 'saved', restored: false });
      } else {
        // Edited meanwhile: keep the newer copy on the new version, and save it too.
        set({ course: { ...state.course, version: saved.version }, status: 'unsaved' });
        keep();
        schedule();
      }
    } catch (error) {
      set(
        isConflict(error)
          ? { status: 'conflict', error: messageOf(error) }
          : { status: 'failed', error: messageOf(error) },
      );
    } finally {
      inFlight = false;
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Changes the copy; it is kept in storage at once and saved after a quiet moment. */
    edit(update: (course: AuthoredCourse) => AuthoredCourse) {
      editCount += 1;
      const conflict = state.status === 'conflict';
      set({ course: update(state.course), status: conflict ? 'conflict' : 'unsaved' });
      keep();
      if (!conflict) schedule();
    },
    flush,
    /** After a failed save: try again now. */
    retry: () => flush(),
    /** Saves a restored copy of an earlier visit, or starts autosaving one (see the constructor). */
    start() {
      if (state.status === 'unsaved') schedule();
    },
    /** The conflict's first choice: their version replaces this copy. */
    async reloadTheirs() {
      const theirs = await server.load();
      baseVersion = theirs.version;
      editCount += 1;
      storage.removeItem(key);
      set({ course: theirs, status: 'saved', error: null, restored: false });
    },
    /** The conflict's other choice: this copy is saved over theirs, now. */
    async keepMine() {
      const theirs = await server.load();
      baseVersion = theirs.version;
      set({ status: 'unsaved', error: null });
      keep();
      await flush();
    },
    /** Stops the timer (the screen unmounts); what is unsaved stays in storage. */
    dispose() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      listeners.clear();
    },
  };
}

export type CourseDraft = ReturnType<typeof createCourseDraft>;
