export { useLessonNotes } from './lesson-notes';
export type { LessonNotes, NewBookmark, UseLessonNotesOptions } from './lesson-notes';
export {
  createSimulatedAiCompanion,
  lessonSuggestions,
  useAiCompanion,
  wait,
} from './ai-companion';
export type {
  AiCompanion,
  AiCompanionReply,
  AiCompanionRequest,
  AiCompanionService,
  SimulatedAiCompanionOptions,
  UseAiCompanionOptions,
  Wait,
} from './ai-companion';
export { useStudySession } from './use-study-session';
export type { UseStudySessionOptions } from './use-study-session';
