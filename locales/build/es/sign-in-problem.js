// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "sign-in-problem";
export default {
  loginLabel: "Volver a iniciar sesión",
  unreachableTitle: "No pudimos conectar con tu proveedor de inicio de sesión",
  unreachableText: "El servicio de inicio de sesión de tu universidad no respondió. Inténtalo de nuevo en unos minutos o, si sigue ocurriendo, ponte en contacto con tu administrador.",
  cancelledTitle: "Se canceló el inicio de sesión",
  cancelledText: "Cancelaste el inicio de sesión en el proveedor de tu universidad. Puedes volver a empezar cuando quieras.",
  invalidTitle: "No se pudo completar este inicio de sesión",
  invalidText: "La respuesta de tu proveedor de inicio de sesión no era válida para este inicio de sesión (puede que haya caducado o que ya se haya usado). Vuelve a empezar.",
  domainTitle: "Esta dirección de correo electrónico no está permitida aquí",
  domainText: "Tu proveedor inició tu sesión con una dirección de correo electrónico cuyo dominio no acepta esta universidad. Ponte en contacto con tu administrador.",
  accountTitle: "Esta cuenta no puede iniciar sesión aquí",
  accountText: "Ya existe una cuenta con esta dirección de correo electrónico y no se pudo vincular a tu proveedor. Ponte en contacto con tu administrador.",
  suspendedTitle: "Acceso suspendido",
  suspendedText: "Se suspendió tu cuenta o el acceso de tu universidad. Ponte en contacto con tu administrador.",
  unavailableTitle: "El inicio de sesión con tu proveedor no está disponible",
  unavailableText: "Esta universidad no tiene configurado ningún proveedor de inicio de sesión. Inicia sesión con tu correo electrónico y tu contraseña."
}
