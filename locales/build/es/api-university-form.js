// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-university-form";
export default {
  nameRequired: "El nombre de la universidad es obligatorio",
  nameTooLong: (d) => "El nombre de la universidad debe tener como máximo " + d.max + " caracteres",
  slugRequired: "El identificador (slug) es obligatorio",
  slugInvalid: "Usa letras minúsculas, dígitos y guiones sueltos (p. ej., northbridge-university)",
  slugTooLong: (d) => "El identificador (slug) debe tener como máximo " + d.max + " caracteres",
  domainInvalid: "Introduce un nombre de host sin http:// ni una ruta (p. ej., learn.northbridge.edu)",
  descriptionTooLong: (d) => "La descripción debe tener como máximo " + d.max + " caracteres",
  adminNameRequired: "El nombre del administrador es obligatorio",
  adminEmailRequired: "El correo electrónico del administrador es obligatorio",
  adminEmailInvalid: "Introduce una dirección de correo electrónico válida",
  colorInvalid: "Introduce un color con el formato #RRGGBB (p. ej., #6B7280)",
  urlInvalid: "Introduce una dirección que empiece por https:// o /",
  slugTaken: "Otra universidad ya usa este identificador (slug).",
  domainTaken: "Otra universidad ya usa este dominio.",
  adminExists: "Ya existe una cuenta con este correo electrónico de administrador."
}
