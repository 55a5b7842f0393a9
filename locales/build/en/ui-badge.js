// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { select } from "@messageformat/runtime";
export const id = "ui-badge";
export default {
  status: (d) => select(d.status, { active: "Active", inactive: "Inactive", suspended: "Suspended", other: "Pending" }),
  risk: (d) => select(d.risk, { low: "Low", medium: "Medium", other: "High" }),
  live: "LIVE"
}
