// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "course-carousel-section";
export default {
  title: "Te podría gustar",
  error: "No se pudieron cargar los cursos",
  retry: "Reintentar",
  retryLang: "es",
  loading: "Cargando cursos...",
  empty: "Aún no hay cursos para sugerirte",
  previous: "Cursos anteriores",
  next: "Cursos siguientes",
  progress: "Progreso",
  rating: (d) => "Valoración: " + number("es", d.rating, 0) + " de 5"
}
