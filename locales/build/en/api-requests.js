// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-requests";
export default {
  invalidJson: "Request body is not valid JSON",
  bodyRequired: "Request body is required",
  bodyNotObject: "Request body must be a JSON object",
  bodyTooLarge: "Request body is too large",
  unsupportedMediaType: "Unsupported content type: send application/json",
  invalidContentLength: "Request body length is invalid",
  imageTooLarge: "Image is too large: the limit is 5 MB",
  notMultipart: "Send the image as multipart/form-data",
  tooManyFields: "Too many form fields",
  oneImageOnly: "Send one image only",
  invalidRequest: "Invalid request",
  notFound: "Not found",
  busy: "The server is busy. Please try again in a moment.",
  serverError: "Something went wrong on our side. Please try again later.",
  queryControlCharacters: "Query parameters must not contain control characters.",
  queryParameterOnce: (d) => "Query parameter \"" + d.name + "\" must be given once.",
  queryParameterControl: (d) => "Query parameter \"" + d.name + "\" must not contain control characters.",
  rangeNotSatisfiable: "The requested range is not satisfiable."
}
