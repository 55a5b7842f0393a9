import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { FieldDescription, FieldError, FieldLabel, useField } from '../field';
import { cn } from '../lib/cn';

export interface SwitchProps extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children'> {
  /** The visible name. Leave out only with an `aria-label`. */
  label?: ReactNode;
  /** Help text under the label, read with the switch. */
  description?: ReactNode;
  /** The validation message; marks the switch invalid and is read with it. */
  error?: ReactNode;
  /** Puts the label before the switch (settings lists). @default 'end' */
  labelPosition?: 'start' | 'end';
  /** Class names of the outer row. */
  containerClassName?: string;
}

/** An on/off setting that applies at once (e.g. e-mail notification, read receipts). */
export function Switch({
  label,
  description,
  error,
  labelPosition = 'end',
  id,
  required = false,
  disabled = false,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const field = useField({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    required,
    'aria-describedby': describedBy,
  });
  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      required={required}
      disabled={disabled}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent',
        'bg-border-strong data-[state=checked]:bg-primary',
        'transition-colors duration-150 motion-reduce:transition-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:outline-2 aria-invalid:outline-danger',
        'forced-colors:border-[ButtonText]',
        className,
      )}
      {...field.controlProps}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-surface shadow-sm',
          'translate-x-0 transition-transform duration-150 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
          'motion-reduce:transition-none forced-colors:bg-[ButtonText]',
        )}
      />
    </SwitchPrimitive.Root>
  );
  if (!label && !description && !error) return control;
  return (
    <div
      data-slot="switch-field"
      data-invalid={field.state.invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('group/field grid gap-1 font-sans', containerClassName)}
    >
      <div
        className={cn(
          'flex items-start gap-3',
          labelPosition === 'start' && 'flex-row-reverse justify-between',
        )}
      >
        {control}
        <div className="grid gap-0.5">
          {label ? (
            <FieldLabel {...field.labelProps} required={required} className="cursor-pointer">
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
