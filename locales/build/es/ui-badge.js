// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { select } from "@messageformat/runtime";
export const id = "ui-badge";
export default {
  status: (d) => select(d.status, { active: "Activo", inactive: "Inactivo", suspended: "Suspendido", other: "Pendiente" }),
  risk: (d) => select(d.risk, { low: "Bajo", medium: "Medio", other: "Alto" }),
  live: "EN VIVO"
}
