// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-password-field";
export default {
  weak: "Weak",
  fair: "Fair",
  good: "Good",
  strong: "Strong",
  meterLabel: "Password strength",
  meterText: (d) => d.label + ": " + d.strength,
  showPasswordLabel: "Show password",
  hidePasswordLabel: "Hide password",
  hint: "Use at least 8 characters, one capital letter, and a number."
}
