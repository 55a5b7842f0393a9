// The parts both quizzes share: an option's look and its mark, and the list of choices.
import { cva } from 'class-variance-authority';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { Checkbox } from '../checkbox';
import { Check, X } from '../icon';
import { cn } from '../lib/cn';

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

export function Mark({
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
      className="ms-auto inline-flex shrink-0 items-center gap-1 text-xs font-semibold data-[result=correct]:text-success data-[result=incorrect]:text-danger"
    >
      {result === 'correct' ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <X aria-hidden="true" className="size-4" />
      )}
      {result === 'correct' ? labels.correct : labels.incorrect}
    </span>
  );
}

export interface ChoiceListProps {
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
export function ChoiceList({
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
