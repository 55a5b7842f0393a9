// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-sign-in";
export default {
  saved: "Sign-in settings saved.",
  removed: "Sign-in provider removed.",
  notConfigured: "This university has no sign-in provider.",
  issuerUrl: "Enter the issuer URL: an https address (http only on this machine).",
  clientId: "Enter the client ID.",
  clientSecretRequired: "Enter the client secret.",
  scopes: "The scopes must include openid.",
  buttonLabel: (d) => "Enter a button label of at most " + d.max + " characters.",
  domain: (d) => "\"" + d.value + "\" is not an e-mail domain (like example.edu).",
  roleClaim: "Enter the claim that carries the role (like roles or groups).",
  claimValue: "Enter the claim value this role is given for.",
  connectionOk: "The provider answered: discovery works.",
  localPasswordsOff: "This university signs in through its own provider. Use the button above to sign in."
}
