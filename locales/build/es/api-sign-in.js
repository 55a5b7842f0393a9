// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-sign-in";
export default {
  saved: "Configuración de inicio de sesión guardada.",
  removed: "Proveedor de inicio de sesión eliminado.",
  notConfigured: "Esta universidad no tiene proveedor de inicio de sesión.",
  issuerUrl: "Introduce la URL del emisor: una dirección https (http solo en este equipo).",
  clientId: "Introduce el ID de cliente.",
  clientSecretRequired: "Introduce el secreto de cliente.",
  scopes: "Los ámbitos deben incluir openid.",
  buttonLabel: (d) => "Introduce una etiqueta de botón de como máximo " + d.max + " caracteres.",
  domain: (d) => "«" + d.value + "» no es un dominio de correo electrónico (como example.edu).",
  roleClaim: "Introduce el claim que contiene el rol (como roles o groups).",
  claimValue: "Introduce el valor del claim por el que se asigna este rol.",
  connectionOk: "El proveedor respondió: el descubrimiento funciona.",
  localPasswordsOff: "Esta universidad inicia sesión a través de su propio proveedor. Usa el botón de arriba para iniciar sesión."
}
