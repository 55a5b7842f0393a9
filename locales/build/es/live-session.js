// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "live-session";
export default {
  player: (d) => "Transmisión en vivo: " + d.title,
  live: "EN VIVO",
  participants: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " persona mirando", other: number("es", d.count, 0) + " personas mirando" }),
  details: "Detalles de la sesión",
  date: "Fecha",
  duration: "Duración",
  instructor: "Docente",
  when: (d) => d.date + ", " + d.time,
  about: "Acerca de esta sesión",
  manageStream: "Gestionar transmisión",
  viewProgram: "Ver programa",
  noStreamTitle: "La transmisión en vivo aparecerá aquí",
  noStreamHint: "La transmisión empieza cuando comienza la sesión.",
  unplayableTitle: "La dirección de la transmisión no se puede reproducir aquí.",
  unplayableHint: "Pide a un administrador que revise la URL de la transmisión en vivo.",
  loading: "Cargando la sesión en vivo...",
  error: "No se pudo cargar la sesión en vivo.",
  retry: "Reintentar",
  emptyTitle: "No hay ninguna sesión en vivo ahora",
  emptyHint: "Las sesiones en vivo aparecen aquí cuando se programan."
}
