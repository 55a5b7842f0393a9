// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "sign-in-problem";
export default {
  loginLabel: "Back to Sign In",
  unreachableTitle: "We could not reach your sign-in provider",
  unreachableText: "Your university’s sign-in service did not answer. Please try again in a few minutes, or contact your administrator if it keeps happening.",
  cancelledTitle: "Sign-in was cancelled",
  cancelledText: "You cancelled the sign-in at your university’s provider. You can start again whenever you are ready.",
  invalidTitle: "This sign-in could not be completed",
  invalidText: "The answer from your sign-in provider was not valid for this sign-in (it may have expired or been used already). Please start again.",
  domainTitle: "This e-mail address is not allowed here",
  domainText: "Your provider signed you in with an e-mail address whose domain this university does not accept. Contact your administrator.",
  accountTitle: "This account cannot sign in here",
  accountText: "An account with this e-mail address already exists and could not be linked to your provider. Contact your administrator.",
  suspendedTitle: "Access suspended",
  suspendedText: "Your account or your university’s access has been suspended. Please contact your administrator.",
  unavailableTitle: "Sign-in through your provider is not available",
  unavailableText: "This university has no sign-in provider set up. Sign in with your e-mail and password instead."
}
