// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-quiz";
export default {
  playerSubmit: "Submit Quiz",
  playerRetake: "Retake Quiz",
  playerSave: "Save Results",
  playerTimeLimit: (d) => "Time limit: " + plural(d.minutes, 0, en, { one: number("en", d.minutes, 0) + " minute", other: number("en", d.minutes, 0) + " minutes" }),
  playerAnswered: (d) => d.answered + " of " + d.total + " answered",
  playerPassed: "Passed",
  playerFailed: "Not passed",
  playerCorrect: "Correct",
  playerIncorrect: "Incorrect",
  playerExplanation: "Explanation:",
  playerScored: (d) => "You scored " + d.correct + " out of " + d.total,
  correctMark: "Correct answer",
  incorrectMark: "Your answer",
  numbered: (d) => d.n + ". " + d.question,
  simpleSubmit: "Submit Answer",
  simpleNext: "Next Question",
  simplePrevious: "Previous",
  simpleComplete: "Complete Quiz",
  simpleRetake: "Retake",
  simpleProgress: (d) => "Question " + d.n + " of " + d.total,
  simpleSelectAll: "Select all that apply.",
  simpleCorrect: "Correct!",
  simpleIncorrect: "Incorrect",
  simpleResultsTitle: "Quiz Complete",
  simpleSummary: (d) => "You answered " + d.correct + " of " + d.total + " " + plural(d.total, 0, en, { one: "question", other: "questions" }) + " correctly.",
  levelGreen: "Excellent",
  levelYellow: "Good",
  levelRed: "Needs practice"
}
