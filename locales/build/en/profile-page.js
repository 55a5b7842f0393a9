// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "profile-page";
export default {
  title: "Your Profile",
  description: "How you appear to your teachers and classmates.",
  emailLabel: "Email",
  roleLabel: "Role",
  universityLabel: "University",
  formTitle: "Edit your profile",
  formDescription: "Your e-mail, role and university are managed by your university.",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  departmentLabel: "Department",
  submitLabel: "Save Changes",
  submittingLabel: "Saving...",
  failureMessage: "Your profile could not be saved. Please try again.",
  uploadLabel: "Upload photo",
  removeLabel: "Remove photo",
  fileLabel: "Photo",
  avatarHint: "PNG, JPEG or WebP, up to 2 MB.",
  errorMessage: "Your profile could not be loaded.",
  retryLabel: "Try Again",
  loading: "Loading your profile"
}
