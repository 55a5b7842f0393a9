// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "lesson-notes";
export default {
  panel: "[Ƞǿǿŧḗḗş ȧȧƞḓ ƀǿǿǿǿķḿȧȧřķş ~~~~~]",
  notesTab: "[Ƞǿǿŧḗḗş ~]",
  bookmarksTab: "[Ɓǿǿǿǿķḿȧȧřķş ~]",
  noteField: "[Ƞḗḗẇ ƞǿǿŧḗḗ ~]",
  notePlaceholder: "[Ẇřīīŧḗḗ ȧȧ ƞǿǿŧḗḗ... ~~~]",
  noteTakenAt: (d) => "[Ŧȧȧķḗḗƞ ȧȧŧ " + d.time + " ~]",
  addNote: "[ȦȦḓḓ Ƞǿǿŧḗḗ ~]",
  addBookmark: (d) => "[Ɓǿǿǿǿķḿȧȧřķ ƈŭŭřřḗḗƞŧ ŧīīḿḗḗ (" + d.time + ") ~~~~~~]",
  emptyNotes: "[Ƞǿǿ ƞǿǿŧḗḗş ẏḗḗŧ. ~~~]",
  emptyBookmarks: "[Ƞǿǿ ƀǿǿǿǿķḿȧȧřķş ẏḗḗŧ. ~~~~]",
  seek: (d) => "[Ɠǿǿ ŧǿǿ " + d.time + " ~]",
  deleteNote: (d) => "[Ḓḗḗŀḗḗŧḗḗ ƞǿǿŧḗḗ: " + d.preview + " ~~~]",
  deleteBookmark: (d) => "[Ḓḗḗŀḗḗŧḗḗ ƀǿǿǿǿķḿȧȧřķ: " + d.title + " ~~~~]",
  untitledBookmark: (d) => "[Ɓǿǿǿǿķḿȧȧřķ ȧȧŧ " + d.time + " ~~]",
  showMore: "[Şħǿǿẇ ḿǿǿřḗḗ ~]",
  showLess: "[Şħǿǿẇ ŀḗḗşş ~]",
  tags: "[Ŧȧȧɠş ~]"
}
