import type { PlayerQuiz as PlayerQuizData, ScoreColor } from '@lp/contract';
import { cva } from 'class-variance-authority';
import { RadioGroup } from 'radix-ui';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { cn } from '../lib/cn';
import {
  usePlayerQuiz,
  useSimpleQuiz,
  type PlayerQuizResult,
  type SimpleQuizData,
} from './use-quiz';

/** How an option shows once its question is checked. */
export type OptionResult = 'correct' | 'incorrect' | 'none';

export const quizOptionVariants = cva(
  [
    'flex items-start gap-3 rounded-md border px-3 py-2.5 text-sm text-text',
    'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-subtle',
    'forced-colors:border-[CanvasText]',
  ],
  {
    variants: {
      result: {
        none: 'border-border',
        correct:
          'border-success bg-success-subtle has-[[data-state=checked]]:border-success has-[[data-state=checked]]:bg-success-subtle',
        incorrect:
          'border-danger bg-danger-subtle has-[[data-state=checked]]:border-danger has-[[data-state=checked]]:bg-danger-subtle',
      },
      locked: { true: 'cursor-default', false: 'cursor-pointer hover:bg-surface-raised' },
    },
    defaultVariants: { result: 'none', locked: false },
  },
);

const scoreTone = { green: 'success', yellow: 'warning', red: 'danger' } as const;

function Mark({
  result,
  labels,
}: {
  result: OptionResult;
  labels: { correct: string; incorrect: string };
}) {
  if (result === 'none') return null;
  return (
    <span
      data-slot="quiz-option-mark"
      data-result={result}
      className={cn(
        'ml-auto inline-flex shrink-0 items-center gap-1 text-xs font-semibold',
        result === 'correct' ? 'text-success' : 'text-danger',
      )}
    >
      <svg
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        className="size-4"
      >
        {result === 'correct' ? (
          <path d="m3 8.5 3.5 3.5L13 4.5" />
        ) : (
          <path d="m4 4 8 8M12 4l-8 8" />
        )}
      </svg>
      {result === 'correct' ? labels.correct : labels.incorrect}
    </span>
  );
}

interface ChoiceListProps {
  /** Id of the element naming the group (the question). */
  labelledBy: string;
  options: readonly string[];
  multiple: boolean;
  /** Chosen option indexes. */
  chosen: readonly number[];
  locked: boolean;
  results?: readonly OptionResult[];
  onChoose: (option: number) => void;
  markLabels: { correct: string; incorrect: string };
}

/** The options of one question: a radio group for one answer, checkboxes for several. */
function ChoiceList({
  labelledBy,
  options,
  multiple,
  chosen,
  locked,
  results,
  onChoose,
  markLabels,
}: ChoiceListProps) {
  const id = useId();
  if (multiple) {
    return (
      <div
        role="group"
        aria-labelledby={labelledBy}
        data-slot="quiz-options"
        className="grid gap-2"
      >
        {options.map((option, i) => {
          const result = results?.[i] ?? 'none';
          return (
            <div
              key={i}
              data-slot="quiz-option"
              data-result={result}
              className={quizOptionVariants({ result, locked })}
            >
              <Checkbox
                checked={chosen.includes(i)}
                disabled={locked}
                onCheckedChange={() => onChoose(i)}
                label={option}
                containerClassName="flex-1"
                dimDisabled={false}
              />
              <Mark result={result} labels={markLabels} />
            </div>
          );
        })}
      </div>
    );
  }
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      data-slot="quiz-options"
      value={chosen[0] === undefined ? '' : String(chosen[0])}
      onValueChange={(value) => onChoose(Number(value))}
      disabled={locked}
      className="grid gap-2"
    >
      {options.map((option, i) => {
        const result = results?.[i] ?? 'none';
        const itemId = `${id}-${i}`;
        return (
          <label
            key={i}
            htmlFor={itemId}
            data-slot="quiz-option"
            data-result={result}
            className={quizOptionVariants({ result, locked })}
          >
            <RadioGroup.Item
              id={itemId}
              value={String(i)}
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'data-[state=checked]:border-primary disabled:cursor-default',
                'forced-colors:border-[ButtonText]',
              )}
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary forced-colors:bg-[Highlight]" />
            </RadioGroup.Item>
            <span className="flex-1">{option}</span>
            <Mark result={result} labels={markLabels} />
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}

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

export const defaultSimpleQuizLabels: SimpleQuizLabels = {
  submit: 'Submit Answer',
  next: 'Next Question',
  previous: 'Previous',
  complete: 'Complete Quiz',
  retake: 'Retake',
  progress: (n, total) => `Question ${n} of ${total}`,
  selectAll: 'Select all that apply.',
  correct: 'Correct!',
  incorrect: 'Incorrect',
  correctMark: 'Correct answer',
  incorrectMark: 'Your answer',
  resultsTitle: 'Quiz Complete',
  summary: (correct, total) => `You answered ${correct} of ${total} questions correctly.`,
  level: { green: 'Excellent', yellow: 'Good', red: 'Needs practice' },
};

export interface SimpleQuizProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The quiz (spec 1 §3: questions with text, type, options, correctAnswer, feedback). */
  quiz: SimpleQuizData;
  /** Called with the score when 'Complete Quiz' is pressed. */
  onComplete?: (score: { correct: number; total: number; percent: number }) => void;
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
  const labels = { ...defaultSimpleQuizLabels, ...labelsProp };
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
          <span className="text-4xl font-bold text-text tabular-nums">{state.score.percent}%</span>
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
              onComplete?.(state.score);
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

/** Texts of the player quiz; the button labels and the score sentence are the spec's. */
export interface PlayerQuizLabels {
  /** @default 'Submit Quiz' */
  submit: string;
  /** @default 'Retake Quiz' */
  retake: string;
  /** @default 'Save Results' */
  save: string;
  /** @default minutes => `Time limit: ${minutes} minutes` */
  timeLimit: (minutes: number) => string;
  /** @default (answered, total) => `${answered} of ${total} answered` */
  answered: (answered: number, total: number) => string;
  /** @default 'Passed' */
  passed: string;
  /** @default 'Not passed' */
  failed: string;
  /** @default 'Correct' */
  correct: string;
  /** @default 'Incorrect' */
  incorrect: string;
  /** @default 'Correct answer' */
  correctMark: string;
  /** @default 'Your answer' */
  incorrectMark: string;
  /** @default 'Explanation:' */
  explanation: string;
}

export const defaultPlayerQuizLabels: PlayerQuizLabels = {
  submit: 'Submit Quiz',
  retake: 'Retake Quiz',
  save: 'Save Results',
  timeLimit: (minutes) => `Time limit: ${minutes} minutes`,
  answered: (answered, total) => `${answered} of ${total} answered`,
  passed: 'Passed',
  failed: 'Not passed',
  correct: 'Correct',
  incorrect: 'Incorrect',
  correctMark: 'Correct answer',
  incorrectMark: 'Your answer',
  explanation: 'Explanation:',
};

export interface PlayerQuizProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The rich quiz (spec 1 §3: title, description, timeLimit, questions). */
  quiz: PlayerQuizData;
  /** 'Save Results': the app records a note from it (spec 1 §4). Without it the button is not shown. */
  onSaveResults?: (result: PlayerQuizResult) => void;
  /** Called once the quiz is submitted, with its result. */
  onSubmitQuiz?: (result: PlayerQuizResult) => void;
  /** Texts, merged over the defaults. @default defaultPlayerQuizLabels */
  labels?: Partial<PlayerQuizLabels>;
  /** The heading level of the quiz title. @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/** The lesson player's quiz (spec 1 §3-§5): every question on one page, submitted at once, explained after. */
export function PlayerQuiz({
  quiz,
  onSaveResults,
  onSubmitQuiz,
  labels: labelsProp,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: PlayerQuizProps) {
  const labels = { ...defaultPlayerQuizLabels, ...labelsProp };
  const { state, select, submit, retake } = usePlayerQuiz(quiz);
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<'result' | 'title' | null>(null);
  const reported = useRef<PlayerQuizResult | undefined>(undefined);

  useEffect(() => {
    if (focusTarget.current === 'result') resultRef.current?.focus();
    if (focusTarget.current === 'title') titleRef.current?.focus();
    focusTarget.current = null;
    if (state.result && reported.current !== state.result) {
      reported.current = state.result;
      onSubmitQuiz?.(state.result);
    }
  });

  const result = state.result;
  const SubHeading = Heading === 'h2' ? 'h3' : 'h4';
  let content: ReactNode;
  if (result) {
    const { score } = result;
    content = (
      <div
        ref={resultRef}
        tabIndex={-1}
        data-slot="quiz-result"
        data-passed={score.passed}
        className="grid gap-4 outline-none"
      >
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg font-semibold text-text">{score.message}</p>
          <span className="text-2xl font-bold text-text tabular-nums">{score.percent}%</span>
          <Badge variant={score.passed ? 'success' : 'danger'}>
            {score.passed ? labels.passed : labels.failed}
          </Badge>
        </div>
        <ol className="grid gap-3">
          {quiz.questions.map((question, n) => {
            const answer = result.answers[question.id];
            const right = answer === question.correctAnswer;
            return (
              <li
                key={question.id}
                data-slot="quiz-question-result"
                data-correct={right}
                className={cn(
                  'grid gap-2 rounded-md border p-3 text-sm text-text',
                  right ? 'border-success' : 'border-danger',
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <SubHeading className="font-semibold">
                    {n + 1}. {question.question}
                  </SubHeading>
                  <Badge variant={right ? 'success' : 'danger'}>
                    {right ? labels.correct : labels.incorrect}
                  </Badge>
                </div>
                <ul className="grid gap-1">
                  {question.options.map((option) => {
                    const mark: OptionResult =
                      option === question.correctAnswer
                        ? 'correct'
                        : option === answer
                          ? 'incorrect'
                          : 'none';
                    return (
                      <li
                        key={option}
                        data-result={mark}
                        className={quizOptionVariants({ result: mark, locked: true })}
                      >
                        <span className="flex-1">{option}</span>
                        <Mark
                          result={mark}
                          labels={{ correct: labels.correctMark, incorrect: labels.incorrectMark }}
                        />
                      </li>
                    );
                  })}
                </ul>
                <p className="text-text-muted">
                  <span className="font-medium text-text">{labels.explanation}</span>{' '}
                  {question.explanation}
                </p>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              focusTarget.current = 'title';
              retake();
            }}
          >
            {labels.retake}
          </Button>
          {onSaveResults && <Button onClick={() => onSaveResults(result)}>{labels.save}</Button>}
        </div>
      </div>
    );
  } else {
    content = (
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!state.canSubmit) return;
          focusTarget.current = 'result';
          submit();
        }}
      >
        <ol className="grid gap-5">
          {quiz.questions.map((question, n) => {
            const chosen = state.answers[question.id];
            const index = chosen === undefined ? -1 : question.options.indexOf(chosen);
            return (
              <li key={question.id} data-slot="quiz-question" className="grid gap-2">
                <SubHeading
                  id={`${id}-${question.id}`}
                  className="text-base font-semibold text-text"
                >
                  {n + 1}. {question.question}
                </SubHeading>
                <ChoiceList
                  labelledBy={`${id}-${question.id}`}
                  options={question.options}
                  multiple={false}
                  chosen={index >= 0 ? [index] : []}
                  locked={false}
                  onChoose={(option) => select(question.id, question.options[option]!)}
                  markLabels={{ correct: labels.correctMark, incorrect: labels.incorrectMark }}
                />
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-text-muted" aria-live="polite">
            {labels.answered(state.answered, quiz.questions.length)}
          </p>
          <Button type="submit" disabled={!state.canSubmit}>
            {labels.submit}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section
      data-slot="player-quiz"
      data-state={result ? 'submitted' : 'answering'}
      aria-labelledby={`${id}-title`}
      className={cn(
        'grid gap-4 rounded-lg border border-border bg-surface p-4 text-text',
        className,
      )}
      {...props}
    >
      <header className="grid gap-1">
        <Heading
          ref={titleRef}
          id={`${id}-title`}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {quiz.title}
        </Heading>
        {quiz.description && <p className="text-sm text-text-muted">{quiz.description}</p>}
        <p className="text-xs text-text-muted">{labels.timeLimit(quiz.timeLimit)}</p>
      </header>
      {content}
    </section>
  );
}
