// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "lesson-notes";
export default {
  panel: "Notes and bookmarks",
  notesTab: "Notes",
  bookmarksTab: "Bookmarks",
  noteField: "New note",
  notePlaceholder: "Write a note...",
  noteTakenAt: (d) => "Taken at " + d.time,
  addNote: "Add Note",
  addBookmark: (d) => "Bookmark current time (" + d.time + ")",
  emptyNotes: "No notes yet.",
  emptyBookmarks: "No bookmarks yet.",
  seek: (d) => "Go to " + d.time,
  deleteNote: (d) => "Delete note: " + d.preview,
  deleteBookmark: (d) => "Delete bookmark: " + d.title,
  untitledBookmark: (d) => "Bookmark at " + d.time,
  showMore: "Show more",
  showLess: "Show less",
  tags: "Tags"
}
