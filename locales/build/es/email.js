// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural, select } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "email";
export default {
  verifySubject: "Confirma tu dirección de correo electrónico",
  verifyText: (d) => "Hola, " + d.firstName + ":\n\nConfirma tu dirección de correo electrónico abriendo este enlace:\n" + d.link + "\n\nEl enlace es válido durante " + plural(d.validHours, 0, es, { one: number("es", d.validHours, 0) + " hora", other: number("es", d.validHours, 0) + " horas" }) + ". Si no creaste una cuenta, puedes ignorar este mensaje.",
  accountExistsSubject: "Ya tienes una cuenta",
  accountExistsText: (d) => "Alguien intentó crear una cuenta con esta dirección de correo electrónico, que ya tiene una.\n\nIniciar sesión: " + d.loginLink + "\n¿Olvidaste tu contraseña? " + d.resetLink + "\n\nSi no fuiste tú, puedes ignorar este mensaje.",
  resetSubject: "Restablece tu contraseña",
  resetText: (d) => "Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva:\n" + d.link + "\n\nEl enlace es válido durante " + plural(d.validMinutes, 0, es, { one: number("es", d.validMinutes, 0) + " minuto", other: number("es", d.validMinutes, 0) + " minutos" }) + " y funciona una sola vez. Si no lo pediste, puedes ignorar este mensaje.",
  invitationSubject: (d) => "Te invitaron a unirte a " + d.place,
  invitationSubjectPlatform: "Te invitaron a unirte a la plataforma de aprendizaje",
  invitationText: (d) => d.inviterName + " te invitó a unirte a " + d.place + " como " + select(d.role, { student: "estudiante", teacher: "docente", admin: "administrador", superuser: "superusuario", university_admin: "administrador de la universidad", other: d.role }) + ".\n\nAcepta la invitación:\n" + d.link + "\n\nEl enlace es válido durante " + plural(d.validDays, 0, es, { one: number("es", d.validDays, 0) + " día", other: number("es", d.validDays, 0) + " días" }) + " y funciona una sola vez.",
  invitationTextPlatform: (d) => d.inviterName + " te invitó a unirte a la plataforma de aprendizaje como " + select(d.role, { student: "estudiante", teacher: "docente", admin: "administrador", superuser: "superusuario", university_admin: "administrador de la universidad", other: d.role }) + ".\n\nAcepta la invitación:\n" + d.link + "\n\nEl enlace es válido durante " + plural(d.validDays, 0, es, { one: number("es", d.validDays, 0) + " día", other: number("es", d.validDays, 0) + " días" }) + " y funciona una sola vez.",
  announcementSubject: (d) => d.courseTitle + ": " + d.subject,
  announcementText: (d) => d.message + "\n\n— " + d.senderName + ", " + d.courseTitle + "\n\nRecibes anuncios de cursos porque los tienes activados en tu configuración: " + d.settingsLink
}
