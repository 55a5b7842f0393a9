// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-tenancy";
export default {
  universitySuspended: "Se ha suspendido el acceso de tu universidad. Ponte en contacto con tu administrador.",
  accountSuspended: "Tu cuenta se ha suspendido. Ponte en contacto con tu administrador.",
  suspendedNoticeTitle: (d) => d.name + " no está disponible",
  suspendedNotice: "Se ha suspendido el acceso a esta universidad. Ponte en contacto con el administrador de tu universidad."
}
