// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "api-organizations";
export default {
  subjectRequired: "[Şŭŭƀĵḗḗƈŧ īīş řḗḗɋŭŭīīřḗḗḓ ~~~~~]",
  contentRequired: "[Ḿḗḗşşȧȧɠḗḗ īīş řḗḗɋŭŭīīřḗḗḓ ~~~~~]",
  subjectTooLong: (d) => "[Şŭŭƀĵḗḗƈŧ ḿŭŭşŧ ƀḗḗ ȧȧŧ ḿǿǿşŧ " + d.max + " ƈħȧȧřȧȧƈŧḗḗřş ~~~~~~~~~~]",
  contentTooLong: (d) => "[Ḿḗḗşşȧȧɠḗḗ ḿŭŭşŧ ƀḗḗ ȧȧŧ ḿǿǿşŧ " + d.max + " ƈħȧȧřȧȧƈŧḗḗřş ~~~~~~~~~~]",
  unknownOrganization: "[ǾǾřɠȧȧƞīīẑȧȧŧīīǿǿƞ ƞǿǿŧ ƒǿǿŭŭƞḓ ~~~~~~]",
  sent: "[Ḿḗḗşşȧȧɠḗḗ şḗḗƞŧ ~~]"
}
