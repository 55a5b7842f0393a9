import {
  PLAYER_QUIZ_PASS_PERCENT,
  playerQuizSchema,
  scorePlayerQuiz,
  scoreSimpleQuiz,
  simpleQuizSchema,
  type SimpleQuizAnswer,
} from '@lp/contract';
import type { LessonCompletionRequest } from '@lp/contract/api';
import * as z from 'zod/mini';

type Answers = NonNullable<LessonCompletionRequest['answers']>;

/** A quiz lesson's grade: its rounded percent and whether it passed. */
export type QuizGrade = { percent: number; passed: boolean };

/**
 * Grades a quiz lesson's answers, given in question order, against the stored quiz (either
 * form of spec 1 §3): the player's answer is the chosen option's text, the simple quiz's an
 * option index or a set of them. Both pass at the player quiz's mark, 70% (spec 1 §9), the
 * only pass mark the spec names. Returns null for a lesson whose content is no quiz.
 */
export function gradeQuiz(content: unknown, answers: Answers = []): QuizGrade | null {
  const player = z.safeParse(playerQuizSchema, content);
  if (player.success) {
    const byId = Object.fromEntries(
      player.data.questions.map((question, index) => {
        const answer = answers[index];
        return [question.id, typeof answer === 'string' ? answer : undefined];
      }),
    );
    const score = scorePlayerQuiz(player.data, byId);
    return { percent: score.percent, passed: score.passed };
  }
  const simple = z.safeParse(simpleQuizSchema, content);
  if (simple.success) {
    const indexes: SimpleQuizAnswer[] = answers.map((answer) =>
      typeof answer === 'string' ? undefined : answer,
    );
    const { percent } = scoreSimpleQuiz(simple.data, indexes);
    return { percent, passed: percent >= PLAYER_QUIZ_PASS_PERCENT };
  }
  return null;
}
