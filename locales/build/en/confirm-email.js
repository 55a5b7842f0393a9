// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "confirm-email";
export default {
  title: "Confirm Your Email",
  sentTo: (d) => "We have sent a confirmation email to " + d.email + ".",
  sentToInbox: "We have sent a confirmation email to your inbox.",
  instruction: "Please click the link in the email to verify your account.",
  resendLabel: "Resend Verification Email",
  resendingLabel: "Sending...",
  privacyLabel: "Privacy & Terms",
  contactLabel: "Contact Us"
}
