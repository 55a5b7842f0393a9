import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePlayerQuiz, sampleSimpleQuiz } from './quiz-samples';
import { usePlayerQuiz, useSimpleQuiz } from './use-quiz';

describe('useSimpleQuiz', () => {
  it('allows submitting only after a choice, then locks the question', () => {
    const { result } = renderHook(() => useSimpleQuiz(sampleSimpleQuiz));
    expect(result.current.state.canSubmit).toBe(false);
    act(() => result.current.submit());
    expect(result.current.state.submitted).toBe(false);
    act(() => result.current.choose(1));
    expect(result.current.state.canSubmit).toBe(true);
    act(() => result.current.submit());
    expect(result.current.state.submitted).toBe(true);
    expect(result.current.state.correct).toBe(true);
    act(() => result.current.choose(2));
    expect(result.current.state.answer).toBe(1);
  });

  it('counts a multi-answer question correct only for exactly the right set', () => {
    const { result } = renderHook(() => useSimpleQuiz(sampleSimpleQuiz));
    act(() => result.current.choose(0));
    act(() => result.current.submit());
    act(() => result.current.next());
    expect(result.current.state.multiple).toBe(true);
    // Correct is {0, 1, 3}: choose 0, 1, 2, 3 then drop 2 again.
    for (const option of [0, 1, 2, 3, 2]) act(() => result.current.choose(option));
    expect(result.current.state.answer).toEqual([0, 1, 3]);
    act(() => result.current.submit());
    expect(result.current.state.correct).toBe(true);
    expect(result.current.state.canComplete).toBe(true);
  });

  it('marks a subset of the right answers as incorrect', () => {
    const { result } = renderHook(() => useSimpleQuiz(sampleSimpleQuiz));
    act(() => result.current.choose(1));
    act(() => result.current.submit());
    act(() => result.current.next());
    act(() => result.current.choose(0));
    act(() => result.current.choose(1));
    act(() => result.current.submit());
    expect(result.current.state.correct).toBe(false);
  });

  it('goes back with Previous except on the first question, and keeps answers', () => {
    const { result } = renderHook(() => useSimpleQuiz(sampleSimpleQuiz));
    act(() => result.current.previous());
    expect(result.current.state.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.state.index).toBe(0); // not before submitting
    act(() => result.current.choose(3));
    act(() => result.current.submit());
    act(() => result.current.next());
    act(() => result.current.previous());
    expect(result.current.state).toMatchObject({
      index: 0,
      answer: 3,
      submitted: true,
      isFirst: true,
    });
  });

  it('scores the rounded percent with its colour and resets on retake', () => {
    const { result } = renderHook(() => useSimpleQuiz(sampleSimpleQuiz));
    act(() => result.current.choose(1));
    act(() => result.current.submit());
    act(() => result.current.next());
    act(() => result.current.choose(2));
    act(() => result.current.submit());
    act(() => result.current.complete());
    expect(result.current.state.completed).toBe(true);
    expect(result.current.state.score).toEqual({ correct: 1, total: 2, percent: 50 });
    expect(result.current.state.scoreColor).toBe('red');
    act(() => result.current.retake());
    expect(result.current.state).toMatchObject({
      index: 0,
      completed: false,
      submitted: false,
      answer: undefined,
    });
  });
});

describe('usePlayerQuiz', () => {
  it('enables Submit Quiz only when every question has an answer', () => {
    const { result } = renderHook(() => usePlayerQuiz(samplePlayerQuiz));
    act(() => result.current.select('q-1-7-1', 'Context'));
    act(() => result.current.select('q-1-7-2', 'Fewer alerts'));
    expect(result.current.state.canSubmit).toBe(false);
    act(() => result.current.submit());
    expect(result.current.state.submitted).toBe(false);
    act(() => result.current.select('q-1-7-3', 'A timeline'));
    expect(result.current.state.answered).toBe(3);
    expect(result.current.state.canSubmit).toBe(true);
  });

  it('scores x out of n, passes at 70% and resets on retake', () => {
    const { result } = renderHook(() => usePlayerQuiz(samplePlayerQuiz));
    act(() => result.current.select('q-1-7-1', 'Context'));
    act(() => result.current.select('q-1-7-2', 'Fewer alerts'));
    act(() => result.current.select('q-1-7-3', 'A timeline'));
    act(() => result.current.submit());
    expect(result.current.state.result?.score).toMatchObject({
      correct: 2,
      total: 3,
      percent: 67,
      passed: false,
      message: 'You scored 2 out of 3',
    });
    act(() => result.current.select('q-1-7-2', 'More false positives'));
    expect(result.current.state.answers['q-1-7-2']).toBe('Fewer alerts');
    act(() => result.current.retake());
    expect(result.current.state).toMatchObject({
      submitted: false,
      answered: 0,
      result: undefined,
    });
  });
});
