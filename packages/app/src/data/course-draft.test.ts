import type { AuthoredCourse } from '@lp/contract/api';
import { describe, expect, it } from 'vitest';
import { createCourseDraft, draftStorageKey, type KeyValueStore } from './course-draft';

const base: AuthoredCourse = {
  id: 'course-x',
  title: 'Compilers',
  description: '',
  createdByName: 'Ada',
  estimatedDurationHours: 3,
  difficultyLevel: 'BEGINNER',
  category: 'Computing',
  language: 'en',
  imageUrl: null,
  isPublished: false,
  isShared: false,
  version: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  enrollment: null,
  modules: [],
  transcripts: [],
};

class ConflictError extends Error {
  readonly status = 409;
}

/**
 * The server's rule in miniature: a save names the version it read; over a newer one it is
 * refused with 409. Saves wait until `release()` so a test can edit while one is on its way.
 */
function versionedServer(start: AuthoredCourse = base) {
  let stored = start;
  const waiting: Array<() => void> = [];
  const saves: Array<{ title: string; version: number }> = [];
  return {
    saves,
    get stored() {
      return stored;
    },
    /** Someone else saves in another tab. */
    saveElsewhere(title: string) {
      stored = { ...stored, title, version: stored.version + 1 };
    },
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
    server: {
      async save(course: AuthoredCourse, version: number) {
        saves.push({ title: course.title, version });
        await new Promise<void>((resolve) => waiting.push(resolve));
        if (version !== stored.version) throw new ConflictError('Someone else saved this course.');
        stored = { ...course, version: stored.version + 1 };
        return stored;
      },
      load: async () => stored,
    },
  };
}

function memoryStorage(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Timers the test runs by hand. */
function manualTimers() {
  const pending = new Set<() => void>();
  return {
    setTimer: (run: () => void) => {
      pending.add(run);
      return run;
    },
    clearTimer: (timer: unknown) => void pending.delete(timer as () => void),
    runAll: () => {
      const due = [...pending];
      pending.clear();
      due.forEach((run) => run());
    },
    get count() {
      return pending.size;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const rename = (title: string) => (course: AuthoredCourse) => ({ ...course, title });

function setUp(start = base, storage = memoryStorage()) {
  const remote = versionedServer(start);
  const timers = manualTimers();
  const draft = createCourseDraft(start, { server: remote.server, storage, ...timers });
  return { remote, timers, draft, storage };
}

describe('createCourseDraft', () => {
  it('keeps an edit in storage at once and saves it after a quiet moment', async () => {
    const { remote, timers, draft, storage } = setUp();
    draft.edit(rename('Compilers I'));
    expect(draft.getState().status).toBe('unsaved');
    expect(JSON.parse(storage.values.get(draftStorageKey('course-x'))!).course.title).toBe(
      'Compilers I',
    );
    draft.edit(rename('Compilers II'));
    expect(timers.count).toBe(1); // the second edit moved the one save, it did not add one
    timers.runAll();
    expect(draft.getState().status).toBe('saving');
    remote.release();
    await settle();
    expect(draft.getState()).toMatchObject({ status: 'saved', course: { version: 2 } });
    expect(remote.saves).toEqual([{ title: 'Compilers II', version: 1 }]);
    expect(storage.values.has(draftStorageKey('course-x'))).toBe(false);
  });

  it('saves an edit made while a save was on its way, after it, on the new version', async () => {
    const { remote, timers, draft } = setUp();
    draft.edit(rename('First'));
    timers.runAll();
    draft.edit(rename('Second'));
    remote.release();
    await settle();
    expect(draft.getState()).toMatchObject({ status: 'unsaved', course: { title: 'Second' } });
    timers.runAll();
    remote.release();
    await settle();
    expect(remote.saves).toEqual([
      { title: 'First', version: 1 },
      { title: 'Second', version: 2 },
    ]);
    expect(draft.getState()).toMatchObject({ status: 'saved', course: { version: 3 } });
  });

  it('stops at a conflict, keeps the copy, and saves it over theirs when asked', async () => {
    const { remote, timers, draft, storage } = setUp();
    remote.saveElsewhere('Their title');
    draft.edit(rename('My title'));
    timers.runAll();
    remote.release();
    await settle();
    expect(draft.getState()).toMatchObject({
      status: 'conflict',
      error: 'Someone else saved this course.',
      course: { title: 'My title' },
    });
    // Edits go on in the copy, and wait for the choice instead of saving.
    draft.edit(rename('My better title'));
    expect(timers.count).toBe(0);
    expect(storage.values.has(draftStorageKey('course-x'))).toBe(true);

    const kept = draft.keepMine();
    await settle();
    remote.release();
    await kept;
    expect(remote.stored).toMatchObject({ title: 'My better title', version: 3 });
    expect(draft.getState().status).toBe('saved');
  });

  it('replaces the copy with theirs when asked to reload', async () => {
    const { remote, timers, draft, storage } = setUp();
    remote.saveElsewhere('Their title');
    draft.edit(rename('My title'));
    timers.runAll();
    remote.release();
    await settle();
    await draft.reloadTheirs();
    expect(draft.getState()).toMatchObject({
      status: 'saved',
      course: { title: 'Their title', version: 2 },
    });
    expect(storage.values.has(draftStorageKey('course-x'))).toBe(false);
  });

  it('reports a failed save with its message and tries again when asked', async () => {
    const storage = memoryStorage();
    const timers = manualTimers();
    let fail = true;
    const draft = createCourseDraft(base, {
      storage,
      ...timers,
      server: {
        save: async (course) => {
          if (fail) throw new Error('Network error');
          return { ...course, version: 2 };
        },
        load: async () => base,
      },
    });
    draft.edit(rename('Offline edit'));
    timers.runAll();
    await settle();
    expect(draft.getState()).toMatchObject({ status: 'failed', error: 'Network error' });
    fail = false;
    await draft.retry();
    expect(draft.getState()).toMatchObject({ status: 'saved', course: { version: 2 } });
  });

  it("restores an earlier visit's unsaved copy: saved when still current, a conflict when not", async () => {
    const storage = memoryStorage();
    storage.setItem(
      draftStorageKey('course-x'),
      JSON.stringify({ version: 1, course: { ...base, title: 'Typed before the tab closed' } }),
    );
    const current = setUp(base, storage);
    expect(current.draft.getState()).toMatchObject({
      status: 'unsaved',
      restored: true,
      course: { title: 'Typed before the tab closed' },
    });
    current.draft.start();
    current.timers.runAll();
    current.remote.release();
    await settle();
    expect(current.remote.stored.title).toBe('Typed before the tab closed');

    storage.setItem(
      draftStorageKey('course-x'),
      JSON.stringify({ version: 1, course: { ...base, title: 'Typed long ago' } }),
    );
    const outdated = setUp({ ...base, version: 4 }, storage);
    expect(outdated.draft.getState()).toMatchObject({
      status: 'conflict',
      course: { title: 'Typed long ago' },
    });
  });

  it('ignores corrupt or foreign storage', () => {
    for (const stored of ['{not json', JSON.stringify({ version: 1, course: { id: 'other' } })]) {
      const storage = memoryStorage();
      storage.setItem(draftStorageKey('course-x'), stored);
      expect(setUp(base, storage).draft.getState()).toMatchObject({
        status: 'saved',
        restored: false,
      });
    }
  });
});
