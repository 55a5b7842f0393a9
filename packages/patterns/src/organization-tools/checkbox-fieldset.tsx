import { Checkbox, FieldError, cn } from '@lp/ui';
import { useId, type ReactNode } from 'react';

export interface CheckboxFieldsetProps<T extends string> {
  /** The group's visible name. */
  legend: ReactNode;
  /** A line under the name, read with the group. */
  description?: ReactNode;
  /** The choices, in the order shown. */
  options: readonly T[];
  /** Each choice's label. */
  labels: Record<T, string>;
  /** The checked choices. */
  value: readonly T[];
  onValueChange?: (value: T[]) => void;
  /** The group's validation message, read with it. */
  error?: string;
  /** Every checkbox is disabled. @default false */
  disabled?: boolean;
  /** Id of the error, so a button can be described by it. */
  errorId?: string;
  className?: string;
}

/**
 * A named group of checkboxes (a fieldset and its legend), one per key, with the group's
 * error under it. Checking keeps the options' order.
 */
export function CheckboxFieldset<T extends string>({
  legend,
  description,
  options,
  labels,
  value,
  onValueChange,
  error,
  disabled = false,
  errorId,
  className,
}: CheckboxFieldsetProps<T>) {
  const generated = useId();
  const descriptionId = description ? `${generated}description` : undefined;
  const messageId = error ? (errorId ?? `${generated}error`) : undefined;
  const describedBy = [descriptionId, messageId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      data-slot="checkbox-fieldset"
      aria-describedby={describedBy}
      className={cn('m-0 grid min-w-0 gap-2 border-0 p-0', className)}
    >
      <legend className="mb-1 p-0 text-sm font-medium text-text">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-sm text-text-muted">
          {description}
        </p>
      ) : null}
      <div className="grid gap-2 md:grid-cols-2">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={labels[option]}
            checked={value.includes(option)}
            disabled={disabled}
            onCheckedChange={(checked) =>
              onValueChange?.(
                options.filter((each) =>
                  each === option ? checked === true : value.includes(each),
                ),
              )
            }
          />
        ))}
      </div>
      {/* Spoken when it appears: the last box was just unchecked. */}
      <div aria-live="polite">{error ? <FieldError id={messageId}>{error}</FieldError> : null}</div>
    </fieldset>
  );
}
