// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "lesson-notes";
export default {
  panel: "Notas y marcadores",
  notesTab: "Notas",
  bookmarksTab: "Marcadores",
  noteField: "Nueva nota",
  notePlaceholder: "Escribe una nota...",
  noteTakenAt: (d) => "Tomada en " + d.time,
  addNote: "Agregar nota",
  addBookmark: (d) => "Agregar un marcador en el momento actual (" + d.time + ")",
  emptyNotes: "Aún no hay notas.",
  emptyBookmarks: "Aún no hay marcadores.",
  seek: (d) => "Ir a " + d.time,
  deleteNote: (d) => "Eliminar nota: " + d.preview,
  deleteBookmark: (d) => "Eliminar marcador: " + d.title,
  untitledBookmark: (d) => "Marcador en " + d.time,
  showMore: "Mostrar más",
  showLess: "Mostrar menos",
  tags: "Etiquetas"
}
