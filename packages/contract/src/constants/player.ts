import type { PerformanceMetrics } from '../entities/learning';

/** Lesson-player constants of spec 1 §9. */

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const AUDIO_SKIP_SECONDS = 10;
export const SWIPE_THRESHOLD_PX = 100;
export const SWIPE_HINT_THRESHOLD_PX = 50;
export const MAX_SUGGESTED_QUESTIONS = 3;
export const MAX_SUGGESTED_QUESTIONS_MOBILE = 4;
/** The mobile chat offers selected text only when it is longer than this. */
export const MIN_SELECTED_TEXT_LENGTH = 10;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export const AI_PERSONALITIES = ['helpful', 'socratic', 'encouraging', 'analytical'] as const;
export type AiPersonality = (typeof AI_PERSONALITIES)[number];
export const CONVERSATION_MODES = ['chat', 'tutor', 'study-buddy', 'quiz-master'] as const;
export type ConversationMode = (typeof CONVERSATION_MODES)[number];

export const DEFAULT_PERFORMANCE_METRICS: PerformanceMetrics = {
  comprehensionScore: 85,
  engagementLevel: 'high',
  learningVelocity: 1.2,
  retentionRate: 78,
};

/** Lesson-player shortcuts (spec 1 §9); `mod` is Ctrl, or Cmd on Apple devices. */
export const PLAYER_SHORTCUTS = [
  { keys: ['mod', 'K'], action: 'shortcuts' },
  { keys: ['mod', 'B'], action: 'bookmark' },
  { keys: ['mod', 'F'], action: 'focusMode' },
  { keys: ['mod', 'S'], action: 'statistics' },
  { keys: ['ArrowLeft'], action: 'previousLesson' },
  { keys: ['ArrowRight'], action: 'nextLesson' },
  { keys: ['Escape'], action: 'close' },
] as const;
export type PlayerShortcutAction = (typeof PLAYER_SHORTCUTS)[number]['action'];

/**
 * A shortcut's key on a page that runs `direction`: right to left, the arrows follow the screen
 * (the previous lesson is to the right, so ArrowRight; WAI-ARIA APG, as the carousel's keys).
 * The spec's table is written left to right.
 */
export function shortcutKeyIn(key: string, direction: 'ltr' | 'rtl'): string {
  if (direction === 'ltr') return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : key === 'ArrowRight' ? 'ArrowLeft' : key;
}
