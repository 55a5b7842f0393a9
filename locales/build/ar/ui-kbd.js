// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-kbd";
export default {
  command: "مفتاح Command",
  control: "مفتاح Control",
  shift: "مفتاح Shift",
  option: "مفتاح Option",
  alt: "مفتاح Alt",
  enter: "مفتاح Enter",
  escape: "مفتاح Escape",
  arrowLeft: "السهم الأيسر",
  arrowRight: "السهم الأيمن",
  arrowUp: "السهم العلوي",
  arrowDown: "السهم السفلي"
}
