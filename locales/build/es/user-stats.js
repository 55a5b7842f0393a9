// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "user-stats";
export default {
  back: "Volver al panel",
  title: "Estadísticas de usuarios",
  intro: "Quién está en la plataforma ahora mismo, en directo desde el servicio de presencia.",
  usersOnline: "Usuarios conectados ahora",
  usersOnlineHint: "Se actualiza en directo",
  totalEnrolled: "Total de inscritos",
  totalEnrolledHint: "Registros desde el inicio",
  countPending: "Aún no disponible",
  connection: "Conexión",
  connecting: "Conectando...",
  connected: "Conectado",
  reconnecting: "Reconectando",
  closed: "Sin conexión",
  error: "Error de conexión",
  retryIn: (d) => "Próximo intento en " + plural(d.seconds, 0, es, { one: number("es", d.seconds, 0) + " segundo", other: number("es", d.seconds, 0) + " segundos" }),
  retrying: "Reintentando...",
  reconnectNow: "Reconectar ahora",
  connectError: "No se pudo conectar con el servicio de presencia.",
  activityHeading: "Actividad",
  activeToday: "Activos hoy",
  newThisWeek: "Nuevos esta semana",
  newThisWeekValue: (d) => "+" + d.count,
  peakToday: "Pico de hoy",
  avgSessionTime: "Duración media de sesión",
  placeholderValue: "Aún no disponible"
}
