// The lesson player's secondary blocks, at the subpath `@lp/patterns/player-panels` so the app
// can load them after the lesson itself has painted (they are also exported from the index).
export { AiCompanion, AiCompanionFab, AiCompanionSheet } from './ai-companion';
export { CourseProgressModal } from './lesson-player';
export { LessonNotesPanel } from './lesson-notes';
export { KeyboardShortcutsOverlay, StudyStatsOverlay } from './player-overlays';
export { ProgressMap } from './progress-map';
