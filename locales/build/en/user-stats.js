// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "user-stats";
export default {
  back: "Back to Dashboard",
  title: "User Statistics",
  intro: "Who is on the platform right now, live from the presence service.",
  usersOnline: "Users Online Now",
  usersOnlineHint: "Updates live",
  totalEnrolled: "Total Enrolled",
  totalEnrolledHint: "All-time registrations",
  countPending: "Not available yet",
  connection: "Connection",
  connecting: "Connecting...",
  connected: "Connected",
  reconnecting: "Reconnecting",
  closed: "Not connected",
  error: "Connection error",
  retryIn: (d) => "Next attempt in " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " second", other: number("en", d.seconds, 0) + " seconds" }),
  retrying: "Trying again...",
  reconnectNow: "Reconnect now",
  connectError: "Failed to connect to the presence service.",
  activityHeading: "Activity",
  activeToday: "Active today",
  newThisWeek: "New this week",
  newThisWeekValue: (d) => "+" + d.count,
  peakToday: "Peak today",
  avgSessionTime: "Avg session time",
  placeholderValue: "Not available yet"
}
