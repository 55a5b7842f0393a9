import type { NodeDifficulty, ProgressNode } from '../entities/learning';
import type { Lesson } from '../entities/lesson';
import type { RandomSource } from './course-mapping';
import { lessonProgressStatus } from './lesson-progress';

/** Spec 1 §9. */
export const DEFAULT_ESTIMATED_TIME = 15;
export const PROGRESS_MAP_COLUMNS = 4;
export const PROGRESS_MAP_SPACING = { x: 200, y: 150 } as const;

function contentLength(content: Lesson['content']): number {
  return typeof content === 'string' ? content.length : JSON.stringify(content).length;
}

/**
 * Spec 1 §9: code_sandbox is hard; a quiz with content over 1000 characters is hard; a quiz,
 * or content over 500 characters, is medium; otherwise easy. Object content counts as its JSON.
 */
export function nodeDifficulty(lesson: Pick<Lesson, 'type' | 'content'>): NodeDifficulty {
  const length = contentLength(lesson.content);
  if (lesson.type === 'code_sandbox') return 'hard';
  if (lesson.type === 'quiz' && length > 1000) return 'hard';
  if (lesson.type === 'quiz' || length > 500) return 'medium';
  return 'easy';
}

/** Grid position of the n-th node: 4 per row, 200 apart across and 150 down. */
export function nodePosition(index: number): { x: number; y: number } {
  return {
    x: (index % PROGRESS_MAP_COLUMNS) * PROGRESS_MAP_SPACING.x,
    y: Math.floor(index / PROGRESS_MAP_COLUMNS) * PROGRESS_MAP_SPACING.y,
  };
}

/** Lesson durations given in minutes become the estimate; otherwise the default 15. */
function estimatedTime(lesson: Lesson): number {
  return typeof lesson.duration === 'number' ? lesson.duration : DEFAULT_ESTIMATED_TIME;
}

export interface ProgressMapOptions {
  currentLessonId?: string;
  lessonIdsWithNotes?: ReadonlySet<string>;
  lessonIdsWithBookmarks?: ReadonlySet<string>;
  /** The completion rate is made up (random 60-99, spec 1 §7). */
  random?: RandomSource;
}

/** The progress-map nodes of ordered lessons, each connected to the next. */
export function buildProgressNodes(
  lessons: readonly Lesson[],
  options: ProgressMapOptions = {},
): ProgressNode[] {
  const random = options.random ?? Math.random;
  return lessons.map((lesson, index) => {
    const next = lessons[index + 1];
    return {
      id: lesson.id,
      title: lesson.title,
      type: lesson.type === 'quiz' ? 'quiz' : 'lesson',
      status: lessonProgressStatus(lessons, index, options.currentLessonId),
      position: nodePosition(index),
      connections: next ? [next.id] : [],
      metadata: {
        hasNotes: options.lessonIdsWithNotes?.has(lesson.id) ?? false,
        hasBookmarks: options.lessonIdsWithBookmarks?.has(lesson.id) ?? false,
        difficulty: nodeDifficulty(lesson),
        estimatedTime: estimatedTime(lesson),
        completionRate: 60 + Math.floor(Math.min(Math.max(random(), 0), 0.999999) * 40),
      },
    };
  });
}
