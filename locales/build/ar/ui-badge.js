// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { select } from "@messageformat/runtime";
export const id = "ui-badge";
export default {
  status: (d) => select(d.status, { active: "نشط", inactive: "غير نشط", suspended: "موقوف", other: "قيد الانتظار" }),
  risk: (d) => select(d.risk, { low: "منخفض", medium: "متوسط", other: "مرتفع" }),
  live: "مباشر"
}
