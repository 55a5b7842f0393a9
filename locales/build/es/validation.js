// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "validation";
export default {
  emailRequired: "El correo electrónico es obligatorio",
  emailInvalid: "Introduce una dirección de correo electrónico válida",
  passwordRequired: "La contraseña es obligatoria",
  firstNameRequired: "El nombre es obligatorio",
  lastNameRequired: "El apellido es obligatorio",
  passwordTooShort: "La contraseña debe tener al menos 8 caracteres",
  confirmRequired: "Confirma tu contraseña",
  passwordsDiffer: "Las contraseñas no coinciden",
  namesRequired: "Introduce tu nombre y tu apellido",
  invitePasswordTooShort: "La contraseña debe tener al menos 8 caracteres de longitud"
}
