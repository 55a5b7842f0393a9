import {
  bookmarkSchema,
  meaningfulText,
  noteSchema,
  storageKeys,
  type Bookmark,
  type Note,
} from '@lp/contract';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { localStore, type SafeStorage } from '../safe-storage';
import { newId } from './ids';
import { createStoredList, type ItemParser, type StoredList } from './stored-list';

// One list per storage and key, so every component of the page (and each tab, through the
// storage event) sees the same notes.
const registry = new WeakMap<SafeStorage, Map<string, StoredList<{ id: string }>>>();

function storedList<T extends { id: string }>(
  store: SafeStorage,
  key: string,
  schema: ItemParser<T>,
): StoredList<T> {
  let lists = registry.get(store);
  if (!lists) {
    lists = new Map();
    registry.set(store, lists);
  }
  let list = lists.get(key);
  if (!list) {
    list = createStoredList(store, key, schema);
    lists.set(key, list);
  }
  return list as StoredList<T>;
}

/** A playback second: negative, NaN or infinite times count as the start. */
const playbackSecond = (timestamp: number) =>
  Number.isFinite(timestamp) && timestamp > 0 ? timestamp : 0;

/** The list without the item; the same list when there is no such item (nothing to store). */
function without<T extends { id: string }>(list: readonly T[], id: string): readonly T[] {
  return list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list;
}

export interface NewBookmark {
  lessonId: string;
  /** Trimmed; an empty title is refused. */
  title: string;
  /** Seconds of the media. */
  timestamp: number;
  /** @default '' */
  note?: string;
}

export interface UseLessonNotesOptions {
  /** Where the lists live. @default localStore (local storage) */
  storage?: SafeStorage;
}

/**
 * The notes and bookmarks of one course (spec 1 §3, §5, §7): JSON lists in local storage under
 * `notes_{courseId}` and `bookmarks_{courseId}`, newest last. Adding returns false when the
 * text is empty after trimming (nothing is added).
 */
export function useLessonNotes(
  courseId: string,
  { storage = localStore }: UseLessonNotesOptions = {},
) {
  const notesList = useMemo(
    () => storedList(storage, storageKeys.notes(courseId), noteSchema),
    [storage, courseId],
  );
  const bookmarksList = useMemo(
    () => storedList(storage, storageKeys.bookmarks(courseId), bookmarkSchema),
    [storage, courseId],
  );
  const notes = useSyncExternalStore(
    notesList.subscribe,
    notesList.getSnapshot,
    notesList.getSnapshot,
  );
  const bookmarks = useSyncExternalStore(
    bookmarksList.subscribe,
    bookmarksList.getSnapshot,
    bookmarksList.getSnapshot,
  );

  const addNote = useCallback(
    (lessonId: string, content: string, timestamp: number): boolean => {
      const text = meaningfulText(content);
      if (text === null) return false;
      const note: Note = {
        id: newId(),
        lessonId,
        content: text,
        timestamp: playbackSecond(timestamp),
        tags: [],
        createdAt: new Date().toISOString(),
      };
      notesList.update((list) => [...list, note]);
      return true;
    },
    [notesList],
  );

  const addBookmark = useCallback(
    ({ lessonId, title, timestamp, note = '' }: NewBookmark): boolean => {
      const name = meaningfulText(title);
      if (name === null) return false;
      const bookmark: Bookmark = {
        id: newId(),
        lessonId,
        title: name,
        timestamp: playbackSecond(timestamp),
        note: note.trim(),
        createdAt: new Date().toISOString(),
      };
      bookmarksList.update((list) => [...list, bookmark]);
      return true;
    },
    [bookmarksList],
  );

  const deleteNote = useCallback(
    (id: string) => notesList.update((list) => without(list, id)),
    [notesList],
  );
  const deleteBookmark = useCallback(
    (id: string) => bookmarksList.update((list) => without(list, id)),
    [bookmarksList],
  );

  return { notes, bookmarks, addNote, addBookmark, deleteNote, deleteBookmark };
}

export type LessonNotes = ReturnType<typeof useLessonNotes>;
