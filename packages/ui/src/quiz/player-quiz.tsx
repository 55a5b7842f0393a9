import type { PlayerQuiz as PlayerQuizData } from '@lp/contract';
import * as quizMessages from '@lp/locales/en/ui-quiz';
import en from '@lp/locales/en/ui-quiz';
import { useEffect, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { Badge } from '../badge';
import { Button } from '../button';
import { useFormat, useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { ChoiceList, Mark, quizOptionVariants, type OptionResult } from './quiz-parts';
import { usePlayerQuiz, type PlayerQuizResult } from './use-quiz';

/** The space between the explanation's label and its text (not words). */
const WORD_SPACE = ' ';

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
  /** The score sentence. @default (correct, total) => `You scored ${correct} out of ${total}` */
  scored: (correct: number, total: number) => string;
}

function playerQuizLabelsOf(text: typeof en): PlayerQuizLabels {
  return {
    submit: text.playerSubmit,
    retake: text.playerRetake,
    save: text.playerSave,
    timeLimit: (minutes) => text.playerTimeLimit({ minutes }),
    answered: (answered, total) => text.playerAnswered({ answered, total }),
    passed: text.playerPassed,
    failed: text.playerFailed,
    correct: text.playerCorrect,
    incorrect: text.playerIncorrect,
    correctMark: text.correctMark,
    incorrectMark: text.incorrectMark,
    explanation: text.playerExplanation,
    scored: (correct, total) => text.playerScored({ correct, total }),
  };
}

export const defaultPlayerQuizLabels: PlayerQuizLabels = playerQuizLabelsOf(en);

/** The player quiz's texts in the tree's language. */
export function usePlayerQuizLabels(): PlayerQuizLabels {
  const text = useMessages(quizMessages);
  return useMemo(() => playerQuizLabelsOf(text), [text]);
}

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
  const text = useMessages(quizMessages);
  const format = useFormat();
  const labels = { ...usePlayerQuizLabels(), ...labelsProp };
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
          <p className="text-lg font-semibold text-text">
            {labels.scored(score.correct, score.total)}
          </p>
          <span className="text-2xl font-bold text-text tabular-nums">
            {format.percent(score.percent / 100)}
          </span>
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
                    {text.numbered({ n: n + 1, question: question.question })}
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
                  <span className="font-medium text-text">{labels.explanation}</span>
                  {WORD_SPACE}
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
                  {text.numbered({ n: n + 1, question: question.question })}
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
