// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "university-languages";
export default {
  section: "Idiomas",
  intro: "Los idiomas en que se muestran sus páginas. Cada persona elige entre ellos; un visitante recibe el que mejor coincide con los idiomas de su navegador.",
  offeredLabel: "Idiomas ofrecidos",
  defaultLabel: "Idioma predeterminado",
  defaultHint: "Para un visitante cuyo navegador no pide ninguno de ellos."
}
