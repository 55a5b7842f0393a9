// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-calendar";
export default {
  createFailed: "Failed to create event. Please try again.",
  updateFailed: "Failed to update event. Please try again.",
  deleteFailed: "Failed to delete event. Please try again.",
  deleteConfirm: "Are you sure you want to delete this event?",
  creating: "Creating event...",
  updating: "Updating event...",
  eventCreated: "Event created",
  eventUpdated: "Event updated",
  eventDeleted: "Event deleted"
}
