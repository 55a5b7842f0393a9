import { describe, expect, it } from 'vitest';
import type { PlayerQuiz, SimpleQuiz } from '../entities/quiz';
import {
  canSubmitPlayerQuiz,
  isSimpleAnswerCorrect,
  scorePlayerQuiz,
  scoreSimpleQuiz,
  simpleQuizScoreColor,
} from './quiz';

const feedback = { correct: 'Yes', incorrect: 'No' };
const simple: SimpleQuiz = {
  id: 'q',
  questions: [
    { text: 'One', type: 'mcq', options: ['a', 'b'], correctAnswer: 1, feedback },
    { text: 'Many', type: 'multiple', options: ['a', 'b', 'c'], correctAnswer: [0, 2], feedback },
    { text: 'Three', type: 'mcq', options: ['a', 'b'], correctAnswer: 0, feedback },
  ],
};

describe('simple quiz', () => {
  it('needs the exact set for a multi-answer question', () => {
    const question = simple.questions[1]!;
    expect(isSimpleAnswerCorrect(question, [2, 0])).toBe(true);
    expect(isSimpleAnswerCorrect(question, [0])).toBe(false);
    expect(isSimpleAnswerCorrect(question, [0, 1, 2])).toBe(false);
    expect(isSimpleAnswerCorrect(question, undefined)).toBe(false);
  });

  it('scores the rounded percent of correct questions', () => {
    expect(scoreSimpleQuiz(simple, [1, [0, 2], 1])).toEqual({ correct: 2, total: 3, percent: 67 });
    expect(scoreSimpleQuiz(simple, [])).toEqual({ correct: 0, total: 3, percent: 0 });
  });

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
  ])('colours %d%% %s', (percent, color) => {
    expect(simpleQuizScoreColor(percent)).toBe(color);
  });
});

const player: PlayerQuiz = {
  title: 'T',
  description: 'D',
  timeLimit: 5,
  questions: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((id) => ({
    id,
    question: `Q${id}`,
    options: ['yes', 'no'],
    correctAnswer: 'yes',
    explanation: 'Because.',
  })),
};

function answers(correctCount: number) {
  return Object.fromEntries(
    player.questions.map((question, index) => [question.id, index < correctCount ? 'yes' : 'no']),
  );
}

describe('player quiz', () => {
  it('can be submitted only when every question is answered', () => {
    expect(canSubmitPlayerQuiz(player, { '1': 'yes' })).toBe(false);
    expect(canSubmitPlayerQuiz(player, answers(0))).toBe(true);
  });

  it('passes at 70% and says the score', () => {
    expect(scorePlayerQuiz(player, answers(7))).toEqual({
      correct: 7,
      total: 10,
      percent: 70,
      passed: true,
      message: 'You scored 7 out of 10',
    });
    expect(scorePlayerQuiz(player, answers(6)).passed).toBe(false);
  });
});
