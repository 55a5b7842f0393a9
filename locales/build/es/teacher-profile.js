// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "teacher-profile";
export default {
  rating: (d) => "Valoración: " + d.rating + " de " + d.max,
  students: "Estudiantes",
  courses: "Cursos",
  totalHours: "Horas totales",
  yearsExperience: "Años de experiencia",
  about: "Acerca del docente",
  expertise: "Especialidades",
  coursesTitle: "Cursos",
  noCourses: "Aún no hay cursos",
  loading: "Cargando docente...",
  notFound: "Docente no encontrado",
  back: "Volver al panel",
  error: "No se pudo cargar el docente.",
  retry: "Reintentar"
}
