// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-auth-answers";
export default {
  signInFirst: "You need to sign in first.",
  originNotAllowed: "Requests from this origin are not allowed.",
  connectionOriginNotAllowed: "Connections from this origin are not allowed.",
  csrfInvalid: "Invalid or missing CSRF token. Please sign in again.",
  forbidden: "You do not have permission to do this.",
  superuserInvitesSuperuser: "Only a superuser can invite a superuser.",
  adminInvitesAdmin: "Only an admin or superuser can invite an admin.",
  accountExists: "An account with this email already exists.",
  useInvitedEmail: "Please use the email address the invitation was sent to.",
  confirmationExpired: "This confirmation link has expired or was already used.",
  loginSuccessful: "Login successful",
  loggedOut: "Logged out",
  passwordUpdated: "Your password has been updated.",
  passwordChanged: "Your password has been changed.",
  invitationSent: "Invitation sent",
  welcome: "Welcome! Your account is ready.",
  registrationSuccessful: "Registration successful. Please check your email to confirm your account.",
  resetLinkSent: "If an account exists for this email, we have sent a link to reset the password.",
  confirmEmailFirst: "Please confirm your email address first: open the link we sent you when you registered.",
  resetLinkExpired: "The link to reset your password has expired. Generate a new one.",
  invitationExpired: "This invitation has expired or was already used."
}
