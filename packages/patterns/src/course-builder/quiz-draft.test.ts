import { describe, expect, it } from 'vitest';
import { sampleQuiz } from './course-builder.samples';
import {
  asSimpleQuiz,
  emptyQuestion,
  markCorrect,
  removeOption,
  setQuestionKind,
} from './quiz-draft';

const single = sampleQuiz.questions[0]!;
const several = sampleQuiz.questions[1]!;

describe('quiz drafts', () => {
  it('marks one answer for a single-answer question, toggles for several', () => {
    expect(markCorrect(single, 0).correctAnswer).toBe(0);
    expect(markCorrect(several, 1).correctAnswer).toEqual([0, 1, 2]);
    expect(markCorrect(several, 0).correctAnswer).toEqual([2]);
  });

  it('keeps the marks when switching between one and several answers', () => {
    expect(setQuestionKind(single, 'multiple').correctAnswer).toEqual([2]);
    expect(setQuestionKind(several, 'mcq').correctAnswer).toBe(0);
    expect(setQuestionKind(emptyQuestion(), 'mcq').correctAnswer).toEqual([]);
  });

  it('moves the marks of later options when one is removed', () => {
    expect(removeOption(single, 0)).toMatchObject({ options: ['let', 'const'], correctAnswer: 1 });
    expect(removeOption(single, 2).correctAnswer).toEqual([]);
    expect(removeOption(several, 1).correctAnswer).toEqual([0, 1]);
  });

  it('reads a lesson content that is not a simple quiz as a new quiz', () => {
    expect(asSimpleQuiz(sampleQuiz, 'x')).toBe(sampleQuiz);
    expect(asSimpleQuiz('text', 'x')).toEqual({ id: 'x', questions: [emptyQuestion()] });
  });
});
