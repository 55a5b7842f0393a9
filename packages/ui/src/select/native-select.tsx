import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, fieldControlVariants, useField } from '../field';
import { ChevronDown } from '../icon';
import { cn } from '../lib/cn';

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'size' | 'multiple'> {
  /** The visible name of the field. */
  label: ReactNode;
  /** Help text between the label and the control, read with it. */
  description?: ReactNode;
  /** The validation message; marks the select invalid and is read with it. */
  error?: ReactNode;
  /** Height and text size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Class names of the field's outer column. */
  containerClassName?: string;
}

/**
 * A labelled browser `<select>`: for forms that must work before the script has run (a GET
 * filter form), where `Select`'s list box cannot open. Options are plain `<option>`s.
 */
export function NativeSelect({
  label,
  description,
  error,
  size = 'md',
  hideLabel = false,
  id,
  required = false,
  disabled = false,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  children,
  ...props
}: NativeSelectProps) {
  const field = useField({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    required,
    'aria-describedby': describedBy,
  });
  const { 'aria-required': _ariaRequired, ...controlProps } = field.controlProps;
  return (
    <FieldFrame
      field={field}
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      labelClassName={hideLabel ? 'sr-only' : undefined}
      className={containerClassName}
    >
      <div className="relative">
        <select
          data-slot="native-select"
          required={required}
          disabled={disabled}
          className={cn(
            fieldControlVariants({ size }),
            // The browser's arrow is replaced by ours, kept clear of the text on either side.
            'cursor-pointer appearance-none pe-9 forced-colors:appearance-auto',
            className,
          )}
          {...controlProps}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-text-muted forced-colors:hidden"
        />
      </div>
    </FieldFrame>
  );
}
