import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { FieldDescription, FieldError, FieldLabel, useField } from '../field';
import { Check, Minus } from '../icon';
import { cn } from '../lib/cn';

export type CheckedState = boolean | 'indeterminate';

/**
 * The state of a select-all checkbox: checked when every row is selected, indeterminate when
 * some are, unchecked when none (or there are no rows).
 */
export function selectAllState(selectedCount: number, total: number): CheckedState {
  if (total === 0 || selectedCount === 0) return false;
  return selectedCount >= total ? true : 'indeterminate';
}

/** The box without its disabled opacity (which `dimDisabled` chooses). */
const boxClasses = [
  'peer group/checkbox inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-border-strong bg-surface text-on-primary',
  'transition-colors duration-150 motion-reduce:transition-none',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
  'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
  'disabled:cursor-not-allowed',
  'aria-invalid:border-danger',
  'forced-colors:border-[ButtonText] forced-colors:text-[ButtonText]',
].join(' ');

export const checkboxBoxClasses = `${boxClasses} disabled:opacity-50`;

export interface CheckboxProps extends Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  'children'
> {
  /** The visible name. Leave out only with an `aria-label` (for example 'Select all' in a table header). */
  label?: ReactNode;
  /** Help text under the label, read with the checkbox. */
  description?: ReactNode;
  /** The validation message; marks the checkbox invalid and is read with it. */
  error?: ReactNode;
  /** Checked, unchecked or `'indeterminate'` (some rows of a select-all). */
  checked?: CheckedState;
  /** Class names of the outer row. */
  containerClassName?: string;
  /** Fades the box while disabled; off where a disabled box still shows an answer (a locked quiz). @default true */
  dimDisabled?: boolean;
}

/** A labelled checkbox; `checked="indeterminate"` shows the mixed state of a select-all. */
export function Checkbox({
  label,
  description,
  error,
  id,
  required = false,
  disabled = false,
  className,
  containerClassName,
  dimDisabled = true,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const field = useField({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    required,
    'aria-describedby': describedBy,
  });
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      required={required}
      disabled={disabled}
      className={cn(
        boxClasses,
        dimDisabled ? 'disabled:opacity-50' : 'disabled:opacity-100',
        label ? 'mt-0.5' : undefined,
        className,
      )}
      {...field.controlProps}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex">
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="size-3.5 group-data-[state=indeterminate]/checkbox:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden size-3.5 group-data-[state=indeterminate]/checkbox:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label && !description && !error) return box;
  return (
    <div
      data-slot="checkbox-field"
      data-invalid={field.state.invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('group/field grid gap-1 font-sans', containerClassName)}
    >
      <div className="flex items-start gap-2">
        {box}
        <div className="grid gap-0.5">
          {label ? (
            <FieldLabel
              {...field.labelProps}
              required={required}
              className="cursor-pointer peer-disabled:cursor-not-allowed"
            >
              {label}
            </FieldLabel>
          ) : null}
          {description ? (
            <FieldDescription {...field.descriptionProps}>{description}</FieldDescription>
          ) : null}
        </div>
      </div>
      {error ? <FieldError {...field.errorProps}>{error}</FieldError> : null}
    </div>
  );
}
