import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadAccountArchive } from './account-archive';
import { createApiClient } from './api-client';

// "Download your data" (issue 35): the server's archive, with the notes and bookmarks that
// only this browser keeps (the lesson player's `notes_{courseId}` and `bookmarks_{courseId}`)
// added before the file is saved. The network is stubbed at its edge, fetch.

const serverArchive = {
  exportedAt: '2026-11-27T10:00:00.000Z',
  profile: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@demo.edu',
    roles: ['student'],
    universityName: 'Demo University',
    department: '',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  preferences: {
    colorMode: 'system',
    notifications: { courseAnnouncements: true, liveEventReminders: true, messages: true },
    signsInLocally: true,
    locale: null,
    locales: ['en'],
  },
  enrolments: [{ courseId: 'c1', enrolledAt: '2026-02-01T00:00:00.000Z' }],
  progress: [{ courseId: 'c1', percent: 40 }],
  notes: [],
  bookmarks: [],
  calendarEvents: [{ title: 'Study' }],
};

/** The file the download saved: its name and its JSON. */
async function downloaded() {
  const saved: { blob?: Blob; name?: string } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:archive';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.name = this.download;
  });
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    expect(String(url)).toBe('/api/v1/account/export');
    return Response.json({ data: serverArchive, message: null });
  });
  await downloadAccountArchive(
    createApiClient({ baseUrl: '/api/v1', readCsrfToken: () => null, fetch }),
  );
  // jsdom's Blob: read as a browser reads one.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved.blob!);
  });
  return { name: saved.name, archive: JSON.parse(text) as Record<string, unknown> };
}

describe('downloadAccountArchive', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("adds this browser's notes and bookmarks to the server's archive, by course", async () => {
    localStorage.setItem('notes_c1', JSON.stringify([{ id: 'n1', content: 'Remember this' }]));
    localStorage.setItem('bookmarks_c2', JSON.stringify([{ id: 'b1', lessonId: 'l3' }]));
    localStorage.setItem('theme', 'dark');
    const { name, archive } = await downloaded();
    expect(name).toBe('my-data-2026-11-27.json');
    expect(archive.notes).toEqual([
      { courseId: 'c1', item: { id: 'n1', content: 'Remember this' } },
    ]);
    expect(archive.bookmarks).toEqual([{ courseId: 'c2', item: { id: 'b1', lessonId: 'l3' } }]);
    // Everything the server stores comes from its archive, as it sent it.
    expect(archive.profile).toEqual(serverArchive.profile);
    expect(archive.calendarEvents).toEqual(serverArchive.calendarEvents);
  });

  it('leaves a corrupt stored list out rather than failing the download', async () => {
    localStorage.setItem('notes_c1', '{not json');
    localStorage.setItem('notes_c2', JSON.stringify([{ id: 'n2', content: 'Kept' }]));
    const { archive } = await downloaded();
    expect(archive.notes).toEqual([{ courseId: 'c2', item: { id: 'n2', content: 'Kept' } }]);
    expect(archive.bookmarks).toEqual([]);
  });
});
