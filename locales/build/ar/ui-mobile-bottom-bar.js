// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-mobile-bottom-bar";
export default {
  label: "شريط التنقل السفلي"
}
