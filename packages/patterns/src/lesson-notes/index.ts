export { LessonNotesPanel, defaultLessonNotesLabels } from './lesson-notes';
export type { LessonNotesPanelProps, LessonNotesLabels, LessonNotesTab } from './lesson-notes';
