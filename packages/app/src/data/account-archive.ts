import type { ApiClient } from './api-client';

/** The courses' notes or bookmarks this browser keeps, by course (under `notes_<courseId>`). */
function storedByCourse(prefix: 'notes_' | 'bookmarks_'): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    return found; // storage refused (private mode): nothing kept here
  }
  for (let index = 0; storage && index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(prefix)) continue;
    try {
      const items: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (Array.isArray(items))
        for (const item of items) found.push({ courseId: key.slice(prefix.length), item });
    } catch {
      // A corrupt entry is left out, never a failed download.
    }
  }
  return found;
}

/**
 * Downloads the person's data (issue 35): the server's archive, with the notes and bookmarks
 * the lesson player keeps in this browser added, as one JSON file.
 */
export async function downloadAccountArchive(api: ApiClient): Promise<void> {
  const { accountExportSchema } = await import('@lp/contract/api');
  const { data } = await api.get('/account/export', { schema: accountExportSchema });
  const archive = {
    ...data,
    notes: [...data.notes, ...storedByCourse('notes_')],
    bookmarks: [...data.bookmarks, ...storedByCourse('bookmarks_')],
  };
  const blob = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${archive.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
