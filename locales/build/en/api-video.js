// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-video";
export default {
  invalidUrl: "Please enter a valid Vimeo URL (e.g., vimeo.com/123456 or vimeo.com/event/123456/embed)",
  unchanged: "No changes detected. Please enter a different URL.",
  invalidPreview: "Please enter a valid Vimeo URL to preview.",
  confirmRequired: "Please type 'confirm' to proceed with the changes.",
  saveFailed: "Failed to update URL. Please try again.",
  liveSaved: "Live stream URL updated successfully!",
  welcomeSaved: "Welcome message URL updated successfully!"
}
