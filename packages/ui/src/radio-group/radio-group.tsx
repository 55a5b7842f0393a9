import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldDescription, FieldError, FieldLabel, useField } from '../field';
import { cn } from '../lib/cn';

export interface RadioGroupProps extends ComponentProps<typeof RadioGroupPrimitive.Root> {
  /** The visible name of the group. */
  label: ReactNode;
  /** Help text under the group's name, read with the group. */
  description?: ReactNode;
  /** The validation message; marks the group invalid and is read with it. */
  error?: ReactNode;
  /** Keeps the group's name for screen readers only. @default false */
  hideLabel?: boolean;
  /** Class names of the outer column. */
  containerClassName?: string;
}

/** One choice out of a few, all visible (export format, period, role). Arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  error,
  hideLabel = false,
  id,
  required = false,
  disabled = false,
  orientation = 'vertical',
  className,
  containerClassName,
  'aria-describedby': describedBy,
  children,
  ...props
}: RadioGroupProps) {
  const field = useField({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    required,
    'aria-describedby': describedBy,
  });
  return (
    <div
      data-slot="radio-group-field"
      data-invalid={field.state.invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('group/field grid gap-1.5 font-sans', containerClassName)}
    >
      <FieldLabel
        asSpan
        id={field.state.labelId}
        required={required}
        className={hideLabel ? 'sr-only' : undefined}
      >
        {label}
      </FieldLabel>
      {description ? (
        <FieldDescription {...field.descriptionProps}>{description}</FieldDescription>
      ) : null}
      <RadioGroupPrimitive.Root
        data-slot="radio-group"
        aria-labelledby={field.state.labelId}
        required={required}
        disabled={disabled}
        orientation={orientation}
        className={cn(
          'flex gap-2 data-[orientation=horizontal]:flex-row data-[orientation=horizontal]:flex-wrap data-[orientation=horizontal]:gap-x-5 data-[orientation=vertical]:flex-col',
          className,
        )}
        {...field.controlProps}
        {...props}
      >
        {children}
      </RadioGroupPrimitive.Root>
      {error ? <FieldError {...field.errorProps}>{error}</FieldError> : null}
    </div>
  );
}

export interface RadioGroupItemProps extends Omit<
  ComponentProps<typeof RadioGroupPrimitive.Item>,
  'children'
> {
  /** The visible name of the choice. */
  label: ReactNode;
  /** Help text under the choice, read with it. */
  description?: ReactNode;
}

/** One choice of a `RadioGroup`. */
export function RadioGroupItem({
  label,
  description,
  id,
  className,
  ...props
}: RadioGroupItemProps) {
  const generated = useId();
  const itemId = id ?? `${generated}item`;
  const descriptionId = description ? `${generated}description` : undefined;
  return (
    <div data-slot="radio-group-item-row" className="flex items-start gap-2">
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        id={itemId}
        aria-describedby={descriptionId}
        className={cn(
          'peer mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface',
          'transition-colors duration-150 motion-reduce:transition-none',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'data-[state=checked]:border-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'forced-colors:border-[ButtonText]',
          className,
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator
          data-slot="radio-group-indicator"
          className="size-2.5 rounded-full bg-primary forced-colors:bg-[ButtonText]"
        />
      </RadioGroupPrimitive.Item>
      <div className="grid gap-0.5">
        <label
          htmlFor={itemId}
          className="cursor-pointer text-sm text-text peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
