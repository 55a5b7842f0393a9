export { SimpleQuiz, defaultSimpleQuizLabels } from './simple-quiz';
export type { SimpleQuizProps, SimpleQuizLabels } from './simple-quiz';
export { PlayerQuiz, defaultPlayerQuizLabels } from './player-quiz';
export type { PlayerQuizProps, PlayerQuizLabels } from './player-quiz';
export { quizOptionVariants } from './quiz-parts';
export type { OptionResult } from './quiz-parts';
export { useSimpleQuiz, usePlayerQuiz, isMultipleAnswer } from './use-quiz';
export type { SimpleQuizData, PlayerQuizResult } from './use-quiz';
