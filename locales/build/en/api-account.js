// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-account";
export default {
  profileSaved: "Your profile has been saved.",
  avatarUploaded: "Your avatar has been updated.",
  avatarRemoved: "Your avatar has been removed.",
  avatarMissing: "Choose a PNG, JPEG or WebP image.",
  avatarType: "The avatar must be a PNG, JPEG or WebP image.",
  avatarTooLarge: (d) => "The avatar must be at most " + d.max + " MB.",
  avatarNotFound: "Avatar not found.",
  preferencesSaved: "Your settings have been saved.",
  sessionEnded: "That device has been signed out.",
  otherSessionsEnded: "Every other device has been signed out.",
  sessionNotFound: "That session no longer exists.",
  passwordWrong: "The password is not correct.",
  lastAdmin: "You are the last administrator of your university. Make someone else an administrator before deleting your account.",
  accountDeleted: "Your account has been deleted.",
  localeNotOffered: (d) => "Your university does not offer that language. Choose one of: " + d.offered + "."
}
