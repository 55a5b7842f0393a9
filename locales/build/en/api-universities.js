// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "api-universities";
export default {
  notFound: "University not found",
  notActive: "Only active universities can be opened.",
  switched: "Switched university",
  created: "University created",
  updated: "University updated",
  deleted: "University deleted",
  defaultUndeletable: "The deployment's own university cannot be deleted.",
  defaultMustStayActive: "The deployment's own university must stay active.",
  languagesUnknown: (d) => "These languages are not available: " + d.codes + ".",
  defaultLanguageNotOffered: "The default language must be one of the languages offered.",
  hasAccounts: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " account still belongs to this university. Suspend it instead, or move the accounts first.", other: number("en", d.count, 0) + " accounts still belong to this university. Suspend it instead, or move the accounts first." })
}
