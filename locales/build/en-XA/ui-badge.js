// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { select } from "@messageformat/runtime";
export const id = "ui-badge";
export default {
  status: (d) => "[" + select(d.status, { active: "ȦȦƈŧīīṽḗḗ", inactive: "ĪĪƞȧȧƈŧīīṽḗḗ", suspended: "Şŭŭşƥḗḗƞḓḗḗḓ", other: "Ƥḗḗƞḓīīƞɠ" }) + " ~~~~~~~~]",
  risk: (d) => "[" + select(d.risk, { low: "Ŀǿǿẇ", medium: "Ḿḗḗḓīīŭŭḿ", other: "Ħīīɠħ" }) + " ~~~~]",
  live: "[ĿĪĪṼḖḖ ~]"
}
