// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-toast";
export default {
  closeLabel: "Close notification",
  label: "Notification",
  regionLabel: (d) => "Notifications (" + d.hotkey + ")"
}
