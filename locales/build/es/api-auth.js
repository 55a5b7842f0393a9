// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-auth";
export default {
  invalidCredentials: "Correo electrónico o contraseña incorrectos.",
  passwordControl: "La contraseña no debe contener caracteres de control",
  passwordIsEmail: "Tu contraseña no debe ser tu dirección de correo electrónico.",
  passwordTooCommon: "Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar.",
  passwordPattern: "Esta contraseña solo tiene caracteres repetidos o consecutivos (como aaaaaaaa o 1234abcd). Elige una que sea más difícil de adivinar.",
  passwordPublished: "Esta contraseña está publicada con las cuentas de demostración. Elige una propia.",
  currentPasswordWrong: "Tu contraseña actual no es correcta.",
  passwordUnchanged: "Tu nueva contraseña debe ser distinta de la actual.",
  reservedEmail: "Esta dirección de correo electrónico está reservada para las cuentas de demostración. Usa tu propia dirección."
}
