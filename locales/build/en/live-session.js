// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "live-session";
export default {
  player: (d) => "Live stream: " + d.title,
  live: "LIVE",
  participants: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " watching", other: number("en", d.count, 0) + " watching" }),
  details: "Session details",
  date: "Date",
  duration: "Duration",
  instructor: "Instructor",
  when: (d) => d.date + ", " + d.time,
  about: "About this session",
  manageStream: "Manage Stream",
  viewProgram: "View Program",
  noStreamTitle: "The live stream will appear here",
  noStreamHint: "The stream starts when the session begins.",
  unplayableTitle: "The stream address cannot be played here.",
  unplayableHint: "Ask an administrator to check the live stream URL.",
  loading: "Loading live session...",
  error: "Could not load the live session.",
  retry: "Try again",
  emptyTitle: "No live session right now",
  emptyHint: "Live sessions appear here when they are scheduled."
}
