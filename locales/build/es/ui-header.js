// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { select } from "@messageformat/runtime";
export const id = "ui-header";
export default {
  searchLabel: "Buscar",
  searchPlaceholder: "Buscar...",
  filterLabel: "Filtro de búsqueda",
  filterSpoken: (d) => d.label + ": ",
  filterName: (d) => select(d.filter, { Courses: "Cursos", Skills: "Habilidades", Certificates: "Certificados", Students: "Estudiantes", Projects: "Proyectos", other: "Todo" }),
  settingsLabel: "Configuración",
  signOutLabel: "Cerrar sesión",
  menuLabel: "menú de usuario",
  menuName: (d) => d.menu + " de " + d.name,
  menuButtonLabel: "Abrir menú",
  menuTitle: "Menú",
  notificationsLabel: "Notificaciones",
  unreadLabel: (d) => d.count + " sin leer",
  notificationsName: (d) => d.label + ", " + d.unread,
  overMax: (d) => d.max + "+"
}
