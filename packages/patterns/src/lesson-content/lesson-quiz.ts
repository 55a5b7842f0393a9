import type { LessonContent, PlayerQuiz, SimpleQuiz } from '@lp/contract';

export type LessonQuiz =
  { form: 'simple'; quiz: SimpleQuiz } | { form: 'player'; quiz: PlayerQuiz } | { form: 'invalid' };

/**
 * Which of the two quiz forms of spec 1 §3 a quiz lesson carries: the player form has a title
 * and a time limit, the simple form does not. The app validates lessons against the contract's
 * schemas when they arrive, so this only tells the union apart (without pulling zod into the
 * pattern's bundle); content that is not a quiz with questions is `invalid`, never a crash.
 */
export function lessonQuiz(content: LessonContent): LessonQuiz {
  if (typeof content !== 'object' || content === null) return { form: 'invalid' };
  if (!Array.isArray(content.questions) || content.questions.length === 0) {
    return { form: 'invalid' };
  }
  return 'timeLimit' in content
    ? { form: 'player', quiz: content }
    : { form: 'simple', quiz: content };
}
