// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "invite-flow";
export default {
  namesTitle: "Te han invitado",
  namesDescription: "Dinos tu nombre para crear tu cuenta.",
  firstNameLabel: "Nombre",
  lastNameLabel: "Apellido",
  namesSubmitLabel: "Crear cuenta",
  registerTitle: "Crea tu cuenta",
  registerDescription: "Elige el correo electrónico y la contraseña con los que iniciarás sesión.",
  emailLabel: "Correo electrónico",
  passwordLabel: "Contraseña",
  registerSubmitLabel: "Unirme al programa",
  registerSubmittingLabel: "Uniéndote...",
  failureMessage: "No se pudo completar el registro. Inténtalo de nuevo.",
  confirmationTitle: "¡Gracias!",
  sentTo: (d) => "Enviamos un correo de confirmación a " + d.email + ". Haz clic en el enlace que contiene para verificar tu cuenta.",
  sent: "Enviamos un correo de confirmación. Haz clic en el enlace que contiene para verificar tu cuenta.",
  countdown: (d) => plural(d.seconds, 0, es, { one: "Continuando en " + number("es", d.seconds, 0) + " segundo...", other: "Continuando en " + number("es", d.seconds, 0) + " segundos..." }),
  resendLabel: "Reenviar correo de verificación",
  troubleLabel: "¿Tienes problemas? Haz clic aquí",
  verifiedTitle: "Correo verificado",
  verifiedMessage: "Tu cuenta está lista.",
  continueLabel: "Continuar",
  expiredTitle: "Invitación caducada",
  expiredMessage: "Para unirte a este programa, tendrás que pedirle un nuevo enlace a la persona que te invitó.",
  loginPrompt: "¿Ya tienes una cuenta?",
  loginLabel: "Inicia sesión"
}
