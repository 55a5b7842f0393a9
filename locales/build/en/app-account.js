// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-account";
export default {
  profileSaveFailed: "Your profile could not be saved. Please try again.",
  avatarSaveFailed: "Your avatar could not be saved. Please try again.",
  somethingWentWrong: "Something went wrong. Please try again.",
  chooseColorMode: "Choose light, dark or system.",
  passwordRequired: "Password is required"
}
