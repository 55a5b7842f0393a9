export {
  KeyboardShortcutsOverlay,
  defaultKeyboardShortcutsLabels,
} from './keyboard-shortcuts-overlay';
export type {
  KeyboardShortcutsOverlayProps,
  KeyboardShortcutsLabels,
  KeyboardShortcutsLabelOverrides,
} from './keyboard-shortcuts-overlay';
export { StudyStatsOverlay, defaultStudyStatsLabels } from './study-stats-overlay';
export type { StudyStatsOverlayProps, StudyStatsLabels } from './study-stats-overlay';
export { formatDuration } from './format-duration';
