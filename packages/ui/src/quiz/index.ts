export {
  SimpleQuiz,
  PlayerQuiz,
  quizOptionVariants,
  defaultSimpleQuizLabels,
  defaultPlayerQuizLabels,
} from './quiz';
export type {
  SimpleQuizProps,
  PlayerQuizProps,
  SimpleQuizLabels,
  PlayerQuizLabels,
  OptionResult,
} from './quiz';
export { useSimpleQuiz, usePlayerQuiz, isMultipleAnswer } from './use-quiz';
export type { SimpleQuizData, PlayerQuizResult } from './use-quiz';
