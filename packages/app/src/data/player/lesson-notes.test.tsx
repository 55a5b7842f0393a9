import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../safe-storage';
import { useLessonNotes } from './lesson-notes';

const NOTES = 'notes_course-1';
const BOOKMARKS = 'bookmarks_course-1';

/** A fresh storage handle per test, so each test gets its own shared lists. */
const local = () => createSafeStorage(() => localStorage);

function storedJson(key: string) {
  return JSON.parse(localStorage.getItem(key) ?? 'null');
}

/** Storage that reads but refuses every write, like a full quota. */
function fullStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (key: string) => values.delete(key),
  } as unknown as Storage;
  return { store: createSafeStorage(() => storage), values };
}

const validNote = {
  id: 'n1',
  lessonId: 'lesson-1-1',
  content: 'Baselines matter',
  timestamp: 12,
  tags: [],
  createdAt: '2026-01-05T09:00:00.000Z',
};

describe('useLessonNotes', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('adds a trimmed note and stores it under notes_{courseId} as a JSON list', () => {
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: local() }));
    let added = false;
    act(() => {
      added = result.current.addNote('lesson-1-1', '  Anomalies are deviations  ', 42);
    });
    expect(added).toBe(true);
    expect(result.current.notes).toHaveLength(1);
    const [note] = result.current.notes;
    expect(note).toMatchObject({
      lessonId: 'lesson-1-1',
      content: 'Anomalies are deviations',
      timestamp: 42,
      tags: [],
    });
    // newId(): a UUID where crypto.randomUUID exists, else time-counter-random; never blank.
    expect(note?.id).toMatch(/^[0-9a-z-]{8,}$/);
    expect(new Date(note!.createdAt!).toISOString()).toBe(note?.createdAt);
    expect(storedJson(NOTES)).toEqual(result.current.notes);
  });

  it('refuses a note that is empty or only whitespace', () => {
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: local() }));
    for (const content of ['', '   ', '\n\t ']) {
      let added = true;
      act(() => {
        added = result.current.addNote('lesson-1-1', content, 0);
      });
      expect(added).toBe(false);
    }
    expect(result.current.notes).toEqual([]);
    expect(localStorage.getItem(NOTES)).toBeNull();
  });

  it('adds and deletes bookmarks under bookmarks_{courseId}', () => {
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: local() }));
    act(() => {
      result.current.addBookmark({ lessonId: 'lesson-1-1', title: ' Key idea ', timestamp: 65 });
      result.current.addBookmark({ lessonId: 'lesson-1-1', title: 'Example', timestamp: 90 });
    });
    expect(result.current.bookmarks.map((item) => [item.title, item.timestamp, item.note])).toEqual(
      [
        ['Key idea', 65, ''],
        ['Example', 90, ''],
      ],
    );
    act(() => result.current.deleteBookmark(result.current.bookmarks[0]!.id));
    expect(result.current.bookmarks.map((item) => item.title)).toEqual(['Example']);
    expect(storedJson(BOOKMARKS)).toEqual(result.current.bookmarks);
  });

  it('deletes a note by id and keeps the others', () => {
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: local() }));
    act(() => {
      result.current.addNote('lesson-1-1', 'First', 1);
      result.current.addNote('lesson-1-2', 'Second', 2);
    });
    act(() => result.current.deleteNote(result.current.notes[0]!.id));
    expect(result.current.notes.map((note) => note.content)).toEqual(['Second']);
    expect(storedJson(NOTES)).toHaveLength(1);
  });

  it('shows the same list to two components of one page', () => {
    const storage = local();
    const first = renderHook(() => useLessonNotes('course-1', { storage }));
    const second = renderHook(() => useLessonNotes('course-1', { storage }));
    act(() => {
      first.result.current.addNote('lesson-1-1', 'Shared', 3);
    });
    expect(second.result.current.notes.map((note) => note.content)).toEqual(['Shared']);
  });

  it('keeps the valid items of a partly damaged list and saves the original aside before writing', () => {
    const damaged = JSON.stringify([validNote, { id: 'broken' }, 'text']);
    localStorage.setItem(NOTES, damaged);
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: local() }));
    expect(result.current.notes).toEqual([validNote]);
    expect(localStorage.getItem(NOTES)).toBe(damaged); // reading alone changes nothing
    act(() => {
      result.current.addNote('lesson-1-1', 'New', 5);
    });
    expect(localStorage.getItem(`${NOTES}.corrupt`)).toBe(damaged);
    expect(storedJson(NOTES).map((note: { content: string }) => note.content)).toEqual([
      'Baselines matter',
      'New',
    ]);
  });

  it('starts empty from a value that is not JSON or not a list, and copies it aside before the first write', () => {
    for (const corrupt of ['{not json', JSON.stringify({ notes: 'mine' }), '"double-encoded"']) {
      localStorage.clear();
      localStorage.setItem(NOTES, corrupt);
      const { result, unmount } = renderHook(() =>
        useLessonNotes('course-1', { storage: local() }),
      );
      expect(result.current.notes).toEqual([]);
      act(() => {
        result.current.addNote('lesson-1-1', 'After the damage', 0);
      });
      expect(localStorage.getItem(`${NOTES}.corrupt`)).toBe(corrupt);
      expect(storedJson(NOTES)).toHaveLength(1);
      unmount();
    }
  });

  it('works in memory when storage is full, and overwrites nothing', () => {
    const { store, values } = fullStorage({ [NOTES]: JSON.stringify([validNote]) });
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: store }));
    act(() => {
      result.current.addNote('lesson-1-1', 'Only in memory', 7);
    });
    expect(result.current.notes.map((note) => note.content)).toEqual([
      'Baselines matter',
      'Only in memory',
    ]);
    expect(values.get(NOTES)).toBe(JSON.stringify([validNote]));
    expect(warn).toHaveBeenCalled();
  });

  it('keeps notes held only in memory when another tab changes the stored list', () => {
    const { store, values } = fullStorage();
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: store }));
    act(() => {
      result.current.addNote('lesson-1-1', 'Not saved yet', 7);
    });
    values.set(NOTES, JSON.stringify([validNote]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: NOTES }));
    });
    expect(result.current.notes.map((note) => note.content)).toEqual([
      'Baselines matter',
      'Not saved yet',
    ]);
  });

  it('works in memory when storage is unavailable', () => {
    const denied = createSafeStorage(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: denied }));
    act(() => {
      result.current.addBookmark({ lessonId: 'lesson-1-1', title: 'Session only', timestamp: 1 });
    });
    expect(result.current.bookmarks.map((item) => item.title)).toEqual(['Session only']);
    expect(warn).toHaveBeenCalled();
  });

  it('follows changes made in another tab through the storage event', () => {
    const { result } = renderHook(() => useLessonNotes('course-1', { storage: local() }));
    expect(result.current.notes).toEqual([]);
    const value = JSON.stringify([validNote]);
    localStorage.setItem(NOTES, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: NOTES, newValue: value }));
    });
    expect(result.current.notes).toEqual([validNote]);
  });

  it('keeps notes of different courses apart', () => {
    const storage = local();
    const first = renderHook(() => useLessonNotes('course-1', { storage }));
    const other = renderHook(() => useLessonNotes('course-2', { storage }));
    act(() => {
      first.result.current.addNote('lesson-1-1', 'Course one only', 0);
    });
    expect(other.result.current.notes).toEqual([]);
    expect(localStorage.getItem('notes_course-2')).toBeNull();
  });

  it('makes unique ids without crypto.randomUUID (plain http)', () => {
    vi.stubGlobal('crypto', {});
    try {
      const { result } = renderHook(() => useLessonNotes('course-1', { storage: local() }));
      act(() => {
        result.current.addNote('lesson-1-1', 'One', 0);
        result.current.addNote('lesson-1-1', 'Two', 0);
      });
      const ids = result.current.notes.map((note) => note.id);
      expect(ids.every((id) => id.length > 0)).toBe(true);
      expect(new Set(ids).size).toBe(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
