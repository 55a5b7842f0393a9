// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-admin";
export default {
  csvName: "Nombre",
  csvSlug: "Identificador",
  csvDomain: "Dominio",
  csvStatus: "Estado",
  csvStudents: "Estudiantes",
  csvTeachers: "Docentes",
  csvCourses: "Cursos",
  csvCreated: "Fecha de creación"
}
