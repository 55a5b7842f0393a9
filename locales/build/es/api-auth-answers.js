// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-auth-answers";
export default {
  signInFirst: "Primero tienes que iniciar sesión.",
  originNotAllowed: "No se permiten solicitudes desde este origen.",
  connectionOriginNotAllowed: "No se permiten conexiones desde este origen.",
  csrfInvalid: "Falta el token CSRF o no es válido. Vuelve a iniciar sesión.",
  forbidden: "No tienes permiso para hacer esto.",
  superuserInvitesSuperuser: "Solo un superusuario puede invitar a un superusuario.",
  adminInvitesAdmin: "Solo un administrador o un superusuario puede invitar a un administrador.",
  accountExists: "Ya existe una cuenta con este correo electrónico.",
  useInvitedEmail: "Usa la dirección de correo a la que se envió la invitación.",
  confirmationExpired: "Este enlace de confirmación ha caducado o ya se ha usado.",
  loginSuccessful: "Sesión iniciada",
  loggedOut: "Sesión cerrada",
  passwordUpdated: "Tu contraseña se ha actualizado.",
  passwordChanged: "Tu contraseña se ha cambiado.",
  invitationSent: "Invitación enviada",
  welcome: "¡Bienvenido! Tu cuenta está lista.",
  registrationSuccessful: "Registro completado. Revisa tu correo electrónico para confirmar tu cuenta.",
  resetLinkSent: "Si existe una cuenta con este correo electrónico, le hemos enviado un enlace para restablecer la contraseña.",
  confirmEmailFirst: "Confirma primero tu dirección de correo: abre el enlace que te enviamos al registrarte.",
  resetLinkExpired: "El enlace para restablecer tu contraseña ha caducado. Genera uno nuevo.",
  invitationExpired: "Esta invitación ha caducado o ya se ha usado."
}
