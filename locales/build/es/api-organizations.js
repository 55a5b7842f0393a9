// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-organizations";
export default {
  subjectRequired: "El asunto es obligatorio",
  contentRequired: "El mensaje es obligatorio",
  subjectTooLong: (d) => "El asunto debe tener como máximo " + d.max + " caracteres",
  contentTooLong: (d) => "El mensaje debe tener como máximo " + d.max + " caracteres",
  unknownOrganization: "Organización no encontrada",
  sent: "Mensaje enviado"
}
