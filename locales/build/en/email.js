// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "email";
export default {
  verifySubject: "Confirm your e-mail address",
  verifyText: (d) => "Hello " + d.firstName + ",\n\nPlease confirm your e-mail address by opening this link:\n" + d.link + "\n\nThe link is valid for " + d.validHours + " hours. If you did not create an account, you can ignore this message.",
  accountExistsSubject: "You already have an account",
  accountExistsText: (d) => "Someone tried to create an account with this e-mail address, which already has one.\n\nSign in: " + d.loginLink + "\nForgot your password? " + d.resetLink + "\n\nIf this was not you, you can ignore this message.",
  resetSubject: "Reset your password",
  resetText: (d) => "We received a request to reset your password. Open this link to choose a new one:\n" + d.link + "\n\nThe link is valid for " + d.validMinutes + " minutes and works once. If you did not ask for it, you can ignore this message.",
  invitationSubject: (d) => "You are invited to join " + d.place,
  invitationSubjectPlatform: "You are invited to join the learning platform",
  invitationText: (d) => d.inviterName + " invited you to join " + d.place + " as " + d.role + ".\n\nAccept the invitation:\n" + d.link + "\n\nThe link is valid for " + d.validDays + " days and works once.",
  invitationTextPlatform: (d) => d.inviterName + " invited you to join the learning platform as " + d.role + ".\n\nAccept the invitation:\n" + d.link + "\n\nThe link is valid for " + d.validDays + " days and works once.",
  announcementSubject: (d) => d.courseTitle + ": " + d.subject,
  announcementText: (d) => d.message + "\n\n— " + d.senderName + ", " + d.courseTitle + "\n\nYou receive course announcements because they are on in your settings: " + d.settingsLink
}
