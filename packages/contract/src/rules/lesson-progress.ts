import type { ProgressNodeStatus } from '../entities/learning';

interface OrderedLesson {
  id: string;
  completed?: boolean;
  isCompleted?: boolean;
}

function isDone(lesson: OrderedLesson | undefined): boolean {
  return Boolean(lesson?.completed || lesson?.isCompleted);
}

/**
 * Spec 1 §4: completed if flagged completed; current if it is the open lesson; locked if the
 * previous lesson in order is not completed; otherwise available. The first lesson is never
 * locked. `lessons` must be in order.
 */
export function lessonProgressStatus(
  lessons: readonly OrderedLesson[],
  index: number,
  currentLessonId: string | undefined,
): ProgressNodeStatus {
  const lesson = lessons[index];
  if (!lesson) return 'locked';
  if (isDone(lesson)) return 'completed';
  if (lesson.id === currentLessonId) return 'current';
  if (index > 0 && !isDone(lessons[index - 1])) return 'locked';
  return 'available';
}
