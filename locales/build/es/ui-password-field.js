// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-password-field";
export default {
  weak: "Débil",
  fair: "Aceptable",
  good: "Buena",
  strong: "Segura",
  meterLabel: "Seguridad de la contraseña",
  meterText: (d) => d.label + ": " + d.strength,
  showPasswordLabel: "Mostrar contraseña",
  hidePasswordLabel: "Ocultar contraseña",
  hint: "Usa al menos 8 caracteres, una letra mayúscula y un número."
}
