import type { ScoreColor, SimpleQuizAnswer } from '@lp/contract';
import * as quizMessages from '@lp/locales/en/ui-quiz';
import en from '@lp/locales/en/ui-quiz';
import { useEffect, useId, useMemo, useRef, type ComponentProps } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { useFormat, useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { ChoiceList, type OptionResult } from './quiz-parts';
import { useSimpleQuiz, type SimpleQuizData } from './use-quiz';

const scoreTone = { green: 'success', yellow: 'warning', red: 'danger' } as const;

/** Texts of the simple quiz; the button labels are the spec's. */
export interface SimpleQuizLabels {
  /** @default 'Submit Answer' */
  submit: string;
  /** @default 'Next Question' */
  next: string;
  /** @default 'Previous' */
  previous: string;
  /** @default 'Complete Quiz' */
  complete: string;
  /** @default 'Retake' */
  retake: string;
  /** @default (n, total) => `Question ${n} of ${total}` */
  progress: (n: number, total: number) => string;
  /** Shown on a multi-answer question. @default 'Select all that apply.' */
  selectAll: string;
  /** @default 'Correct!' */
  correct: string;
  /** @default 'Incorrect' */
  incorrect: string;
  /** The mark on the right options once checked. @default 'Correct answer' */
  correctMark: string;
  /** The mark on a wrong chosen option. @default 'Your answer' */
  incorrectMark: string;
  /** @default 'Quiz Complete' */
  resultsTitle: string;
  /** @default (correct, total) => `You answered ${correct} of ${total} questions correctly.` */
  summary: (correct: number, total: number) => string;
  /** The words that go with the score colour. @default { green: 'Excellent', yellow: 'Good', red: 'Needs practice' } */
  level: Record<ScoreColor, string>;
}

function simpleQuizLabelsOf(text: typeof en): SimpleQuizLabels {
  return {
    submit: text.simpleSubmit,
    next: text.simpleNext,
    previous: text.simplePrevious,
    complete: text.simpleComplete,
    retake: text.simpleRetake,
    progress: (n, total) => text.simpleProgress({ n, total }),
    selectAll: text.simpleSelectAll,
    correct: text.simpleCorrect,
    incorrect: text.simpleIncorrect,
    correctMark: text.correctMark,
    incorrectMark: text.incorrectMark,
    resultsTitle: text.simpleResultsTitle,
    summary: (correct, total) => text.simpleSummary({ correct, total }),
    level: { green: text.levelGreen, yellow: text.levelYellow, red: text.levelRed },
  };
}

export const defaultSimpleQuizLabels: SimpleQuizLabels = simpleQuizLabelsOf(en);

/** The simple quiz's texts in the tree's language. */
export function useSimpleQuizLabels(): SimpleQuizLabels {
  const text = useMessages(quizMessages);
  return useMemo(() => simpleQuizLabelsOf(text), [text]);
}

export interface SimpleQuizProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The quiz (spec 1 §3: questions with text, type, options, correctAnswer, feedback). */
  quiz: SimpleQuizData;
  /** Called with the score, and the answers in question order, when 'Complete Quiz' is pressed. */
  onComplete?: (
    score: { correct: number; total: number; percent: number },
    answers: readonly SimpleQuizAnswer[],
  ) => void;
  /** Texts, merged over the defaults. @default defaultSimpleQuizLabels */
  labels?: Partial<SimpleQuizLabels>;
  /** The heading level of question texts. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** The lesson's simple quiz (spec 1 §3-§5): one question at a time, checked answer by answer, then a score. */
export function SimpleQuiz({
  quiz,
  onComplete,
  labels: labelsProp,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: SimpleQuizProps) {
  const format = useFormat();
  const labels = { ...useSimpleQuizLabels(), ...labelsProp };
  const { state, choose, submit, next, previous, complete, retake } = useSimpleQuiz(quiz);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const afterSubmitRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<'heading' | 'after-submit' | null>(null);

  useEffect(() => {
    if (focusTarget.current === 'heading') headingRef.current?.focus();
    if (focusTarget.current === 'after-submit') afterSubmitRef.current?.focus();
    focusTarget.current = null;
  });

  if (state.completed) {
    const tone = scoreTone[state.scoreColor];
    return (
      <section
        data-slot="simple-quiz"
        data-state="completed"
        className={cn('grid gap-4', className)}
        {...props}
      >
        <Heading ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-text">
          {labels.resultsTitle}
        </Heading>
        <div
          data-slot="quiz-score"
          data-color={state.scoreColor}
          className="flex flex-wrap items-center gap-3"
        >
          <span className="text-4xl font-bold text-text tabular-nums">
            {format.percent(state.score.percent / 100)}
          </span>
          <Badge variant={tone}>{labels.level[state.scoreColor]}</Badge>
        </div>
        <p className="text-sm text-text-muted">
          {labels.summary(state.score.correct, state.score.total)}
        </p>
        <div>
          <Button
            variant="outline"
            onClick={() => {
              focusTarget.current = 'heading';
              retake();
            }}
          >
            {labels.retake}
          </Button>
        </div>
      </section>
    );
  }

  const question = state.question;
  if (!question) return null;
  const chosen = typeof state.answer === 'number' ? [state.answer] : [...(state.answer ?? [])];
  const correctSet = new Set(
    Array.isArray(question.correctAnswer) ? question.correctAnswer : [question.correctAnswer],
  );
  const results: OptionResult[] | undefined = state.submitted
    ? question.options.map((_, i) =>
        correctSet.has(i) ? 'correct' : chosen.includes(i) ? 'incorrect' : 'none',
      )
    : undefined;

  return (
    <section
      data-slot="simple-quiz"
      data-state={state.submitted ? 'submitted' : 'answering'}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <p data-slot="quiz-progress" className="text-xs font-medium text-text-muted">
        {labels.progress(state.index + 1, state.total)}
      </p>
      <div className="grid gap-1">
        <Heading
          ref={headingRef}
          id={`${id}-q`}
          tabIndex={-1}
          className="text-base font-semibold text-text"
        >
          {question.text}
        </Heading>
        {state.multiple && <p className="text-xs text-text-muted">{labels.selectAll}</p>}
      </div>
      <ChoiceList
        key={state.index}
        labelledBy={`${id}-q`}
        options={question.options}
        multiple={state.multiple}
        chosen={chosen}
        locked={state.submitted}
        results={results}
        onChoose={choose}
        markLabels={{ correct: labels.correctMark, incorrect: labels.incorrectMark }}
      />
      <div role="status" data-slot="quiz-feedback">
        {state.submitted && (
          <div
            data-correct={state.correct}
            className={cn(
              'rounded-md border p-3 text-sm text-text',
              state.correct ? 'border-success bg-success-subtle' : 'border-danger bg-danger-subtle',
            )}
          >
            <p className="font-semibold">{state.correct ? labels.correct : labels.incorrect}</p>
            <p>{state.correct ? question.feedback.correct : question.feedback.incorrect}</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          disabled={state.isFirst}
          onClick={() => {
            focusTarget.current = 'heading';
            previous();
          }}
        >
          {labels.previous}
        </Button>
        {!state.submitted ? (
          <Button
            disabled={!state.canSubmit}
            onClick={() => {
              focusTarget.current = 'after-submit';
              submit();
            }}
          >
            {labels.submit}
          </Button>
        ) : state.isLast ? (
          <Button
            ref={afterSubmitRef}
            onClick={() => {
              focusTarget.current = 'heading';
              complete();
              onComplete?.(state.score, state.answers);
            }}
          >
            {labels.complete}
          </Button>
        ) : (
          <Button
            ref={afterSubmitRef}
            onClick={() => {
              focusTarget.current = 'heading';
              next();
            }}
          >
            {labels.next}
          </Button>
        )}
      </div>
    </section>
  );
}
