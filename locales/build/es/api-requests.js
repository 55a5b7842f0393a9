// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-requests";
export default {
  invalidJson: "El cuerpo de la solicitud no es JSON válido",
  bodyRequired: "El cuerpo de la solicitud es obligatorio",
  bodyNotObject: "El cuerpo de la solicitud debe ser un objeto JSON",
  bodyTooLarge: "El cuerpo de la solicitud es demasiado grande",
  unsupportedMediaType: "Tipo de contenido no admitido: envía application/json",
  invalidContentLength: "La longitud del cuerpo de la solicitud no es válida",
  imageTooLarge: "La imagen es demasiado grande: el límite es de 5 MB",
  notMultipart: "Envía la imagen como multipart/form-data",
  tooManyFields: "Demasiados campos en el formulario",
  oneImageOnly: "Envía una sola imagen",
  invalidRequest: "Solicitud no válida",
  notFound: "No encontrado",
  busy: "El servidor está ocupado. Vuelve a intentarlo en un momento.",
  serverError: "Algo salió mal por nuestra parte. Vuelve a intentarlo más tarde.",
  queryControlCharacters: "Los parámetros de la consulta no deben contener caracteres de control.",
  queryParameterOnce: (d) => "El parámetro de consulta \"" + d.name + "\" debe indicarse una sola vez.",
  queryParameterControl: (d) => "El parámetro de consulta \"" + d.name + "\" no debe contener caracteres de control.",
  rangeNotSatisfiable: "No se puede servir el intervalo solicitado."
}
