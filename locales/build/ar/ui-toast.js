// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-toast";
export default {
  closeLabel: "إغلاق الإشعار",
  label: "إشعار",
  regionLabel: (d) => "الإشعارات (" + d.hotkey + ")"
}
