/** Where the open lesson sits in its course. */
export interface LessonPlayerPosition {
  /** 0-based index of the lesson in outline order. */
  index: number;
  /** How many lessons the course has. */
  total: number;
}

/**
 * The 1-based number of the 'n / total' pill, and whether Previous and Next are allowed
 * (spec 1 §4: Previous is disabled at the first lesson and Next at the last).
 */
export function lessonNavigation({ index, total }: LessonPlayerPosition) {
  const inRange = total > 0 && index >= 0 && index < total;
  return {
    number: index + 1,
    total,
    canGoPrevious: inRange && index > 0,
    canGoNext: inRange && index < total - 1,
  };
}
