// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "invite-flow";
export default {
  namesTitle: "You've Been Invited",
  namesDescription: "Tell us your name to create your account.",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  namesSubmitLabel: "Create Account",
  registerTitle: "Create Your Account",
  registerDescription: "Choose the email and password you will sign in with.",
  emailLabel: "Email",
  passwordLabel: "Password",
  registerSubmitLabel: "Join the program",
  registerSubmittingLabel: "Joining...",
  failureMessage: "Registration failed. Please try again.",
  confirmationTitle: "Thank you!",
  sentTo: (d) => "We have sent a confirmation email to " + d.email + ". Please click the link in it to verify your account.",
  sent: "We have sent a confirmation email. Please click the link in it to verify your account.",
  countdown: (d) => plural(d.seconds, 0, en, { one: "Continuing in " + number("en", d.seconds, 0) + " second...", other: "Continuing in " + number("en", d.seconds, 0) + " seconds..." }),
  resendLabel: "Resend Verification Email",
  troubleLabel: "Having trouble? Click here",
  verifiedTitle: "Email Verified",
  verifiedMessage: "Your account is ready.",
  continueLabel: "Continue",
  expiredTitle: "Invitation Expired",
  expiredMessage: "To join this program you'll need to ask the person who originally invited you for a new link.",
  loginPrompt: "Already have an account?",
  loginLabel: "Sign in"
}
