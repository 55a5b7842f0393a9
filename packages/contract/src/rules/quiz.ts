import type { PlayerQuiz, SimpleQuiz, SimpleQuizQuestion } from '../entities/quiz';

/** A chosen option index, a set of them for multi-answer questions, or nothing yet. */
export type SimpleQuizAnswer = number | readonly number[] | undefined;

/** Single answers must match; a multi-answer question is correct only when the sets are equal. */
export function isSimpleAnswerCorrect(
  question: SimpleQuizQuestion,
  answer: SimpleQuizAnswer,
): boolean {
  if (answer === undefined) return false;
  const expected = new Set(
    Array.isArray(question.correctAnswer) ? question.correctAnswer : [question.correctAnswer],
  );
  const chosen = new Set(typeof answer === 'number' ? [answer] : answer);
  return chosen.size === expected.size && [...chosen].every((index) => expected.has(index));
}

export interface QuizScore {
  correct: number;
  total: number;
  /** Rounded percent of correct questions. */
  percent: number;
}

export function scoreSimpleQuiz(quiz: SimpleQuiz, answers: readonly SimpleQuizAnswer[]): QuizScore {
  const correct = quiz.questions.filter((question, index) =>
    isSimpleAnswerCorrect(question, answers[index]),
  ).length;
  const total = quiz.questions.length;
  return { correct, total, percent: total > 0 ? Math.round((correct / total) * 100) : 0 };
}

export type ScoreColor = 'green' | 'yellow' | 'red';

/** Simple quiz score colour (spec 1 §9): 80+ green, 60+ yellow, otherwise red. */
export function simpleQuizScoreColor(percent: number): ScoreColor {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}

/** The player quiz passes (green) at 70% or more (spec 1 §9). */
export const PLAYER_QUIZ_PASS_PERCENT = 70;

/** Answers of the player quiz by question id, each the text of the chosen option. */
export type PlayerQuizAnswers = Readonly<Record<string, string | undefined>>;

/** Submit Quiz is enabled only when every question is answered. */
export function canSubmitPlayerQuiz(quiz: PlayerQuiz, answers: PlayerQuizAnswers): boolean {
  return quiz.questions.every((question) => answers[question.id] !== undefined);
}

export function scorePlayerQuiz(
  quiz: PlayerQuiz,
  answers: PlayerQuizAnswers,
): QuizScore & { passed: boolean; message: string } {
  const total = quiz.questions.length;
  const correct = quiz.questions.filter(
    (question) => answers[question.id] === question.correctAnswer,
  ).length;
  const exactPercent = total > 0 ? (correct / total) * 100 : 0;
  return {
    correct,
    total,
    percent: Math.round(exactPercent),
    passed: exactPercent >= PLAYER_QUIZ_PASS_PERCENT,
    message: `You scored ${correct} out of ${total}`,
  };
}
