import {
  canSubmitPlayerQuiz,
  isSimpleAnswerCorrect,
  scorePlayerQuiz,
  scoreSimpleQuiz,
  simpleQuizScoreColor,
  type PlayerQuiz,
  type PlayerQuizAnswers,
  type QuizScore,
  type ScoreColor,
  type SimpleQuizAnswer,
  type SimpleQuizQuestion,
} from '@lp/contract';
import { useCallback, useMemo, useReducer } from 'react';

/** What the simple quiz needs: its questions (spec 1 §3). */
export interface SimpleQuizData {
  questions: readonly SimpleQuizQuestion[];
}

interface SimpleState {
  index: number;
  answers: SimpleQuizAnswer[];
  submitted: boolean[];
  completed: boolean;
}

type SimpleAction =
  | { type: 'choose'; option: number; multiple: boolean }
  | { type: 'submit' }
  | { type: 'next'; last: number }
  | { type: 'previous' }
  | { type: 'complete' }
  | { type: 'retake' };

const initialSimple: SimpleState = { index: 0, answers: [], submitted: [], completed: false };

function simpleReducer(state: SimpleState, action: SimpleAction): SimpleState {
  switch (action.type) {
    case 'choose': {
      if (state.submitted[state.index] || state.completed) return state;
      const answers = [...state.answers];
      if (action.multiple) {
        const current = answers[state.index];
        const chosen = new Set(Array.isArray(current) ? current : []);
        if (chosen.has(action.option)) chosen.delete(action.option);
        else chosen.add(action.option);
        answers[state.index] = [...chosen].sort((a, b) => a - b);
      } else {
        answers[state.index] = action.option;
      }
      return { ...state, answers };
    }
    case 'submit': {
      if (!hasChoice(state.answers[state.index])) return state;
      const submitted = [...state.submitted];
      submitted[state.index] = true;
      return { ...state, submitted };
    }
    case 'next':
      return state.submitted[state.index] && state.index < action.last
        ? { ...state, index: state.index + 1 }
        : state;
    case 'previous':
      return state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'complete':
      return { ...state, completed: true };
    case 'retake':
      return initialSimple;
  }
}

function hasChoice(answer: SimpleQuizAnswer): boolean {
  return typeof answer === 'number' || (Array.isArray(answer) && answer.length > 0);
}

/** A question takes several answers unless its type is 'mcq' (spec 1 §3). */
export function isMultipleAnswer(question: SimpleQuizQuestion): boolean {
  return question.type !== 'mcq';
}

/**
 * The simple quiz state machine (spec 1 §4): choose, 'Submit Answer' (only with a choice; it
 * locks the question and reveals marks and feedback), next, 'Previous' (not on the first),
 * 'Complete Quiz' after the last one is submitted, and 'Retake' back to the start.
 */
export function useSimpleQuiz(quiz: SimpleQuizData) {
  const [state, dispatch] = useReducer(simpleReducer, initialSimple);
  const total = quiz.questions.length;
  const question = quiz.questions[state.index];
  const answer = state.answers[state.index];
  const submitted = state.submitted[state.index] === true;
  const isFirst = state.index === 0;
  const isLast = state.index === total - 1;
  const score: QuizScore = useMemo(
    () => scoreSimpleQuiz({ id: 'quiz', questions: [...quiz.questions] }, state.answers),
    [quiz.questions, state.answers],
  );
  const multiple = question ? isMultipleAnswer(question) : false;

  return {
    state: {
      index: state.index,
      total,
      question,
      answer,
      multiple,
      submitted,
      completed: state.completed,
      isFirst,
      isLast,
      canSubmit: !submitted && hasChoice(answer),
      canComplete: isLast && submitted,
      correct: question && submitted ? isSimpleAnswerCorrect(question, answer) : undefined,
      score,
      scoreColor: simpleQuizScoreColor(score.percent) as ScoreColor,
      /** Every answer so far, in question order (what a server grades the quiz by). */
      answers: state.answers,
    },
    choose: useCallback(
      (option: number) => dispatch({ type: 'choose', option, multiple }),
      [multiple],
    ),
    submit: useCallback(() => dispatch({ type: 'submit' }), []),
    next: useCallback(() => dispatch({ type: 'next', last: total - 1 }), [total]),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    complete: useCallback(() => dispatch({ type: 'complete' }), []),
    retake: useCallback(() => dispatch({ type: 'retake' }), []),
  };
}

/** What 'Save Results' hands over. */
export interface PlayerQuizResult {
  /** Correct count, total, rounded percent, pass flag and 'You scored x out of n'. */
  score: ReturnType<typeof scorePlayerQuiz>;
  /** The chosen option text by question id. */
  answers: PlayerQuizAnswers;
}

interface PlayerState {
  answers: Record<string, string>;
  submitted: boolean;
}

type PlayerAction =
  | { type: 'select'; id: string; option: string }
  | { type: 'submit'; allowed: boolean }
  | { type: 'retake' };

const initialPlayer: PlayerState = { answers: {}, submitted: false };

function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'select':
      return state.submitted
        ? state
        : { ...state, answers: { ...state.answers, [action.id]: action.option } };
    case 'submit':
      return action.allowed ? { ...state, submitted: true } : state;
    case 'retake':
      return initialPlayer;
  }
}

/**
 * The player quiz state machine (spec 1 §4): one option per question, 'Submit Quiz' only when
 * every question is answered, then results; 'Retake Quiz' clears everything.
 */
export function usePlayerQuiz(quiz: PlayerQuiz) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayer);
  const canSubmit = !state.submitted && canSubmitPlayerQuiz(quiz, state.answers);
  const result: PlayerQuizResult | undefined = useMemo(
    () =>
      state.submitted
        ? { score: scorePlayerQuiz(quiz, state.answers), answers: state.answers }
        : undefined,
    [quiz, state.answers, state.submitted],
  );
  const answered = quiz.questions.filter((q) => state.answers[q.id] !== undefined).length;
  return {
    state: { answers: state.answers, submitted: state.submitted, canSubmit, answered, result },
    select: useCallback(
      (id: string, option: string) => dispatch({ type: 'select', id, option }),
      [],
    ),
    submit: useCallback(() => dispatch({ type: 'submit', allowed: canSubmit }), [canSubmit]),
    retake: useCallback(() => dispatch({ type: 'retake' }), []),
  };
}
