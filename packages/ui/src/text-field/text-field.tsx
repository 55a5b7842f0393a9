import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, fieldControlVariants, useField } from '../field';
import { cn } from '../lib/cn';
import { useTypedTextKept } from '../lib/use-typed-text-kept';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** The visible name of the field. */
  label: ReactNode;
  /** Help text between the label and the input, read with the input. */
  description?: ReactNode;
  /** The validation message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Height and text size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Keeps the label for screen readers only (for example the header search). @default false */
  hideLabel?: boolean;
  /** Decoration inside the box before the text, such as an icon (give icons `aria-hidden`). */
  start?: ReactNode;
  /** Content inside the box after the text, such as a button. */
  end?: ReactNode;
  /** Shown under the input, before the error (for example a strength meter). */
  after?: ReactNode;
  /** Class names of the field's outer column. */
  containerClassName?: string;
}

/** A labelled single-line text input with description, error and required state wired to ARIA. */
export function TextField({
  label,
  description,
  error,
  size = 'md',
  hideLabel = false,
  start,
  end,
  after,
  id,
  required = false,
  disabled = false,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...props
}: TextFieldProps) {
  const fieldRef = useTypedTextKept(ref);
  const field = useField({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    invalid: ariaInvalid === true || ariaInvalid === 'true' ? true : undefined,
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
      after={after}
      className={containerClassName}
    >
      <div data-slot="text-field-box" className="relative flex items-center">
        {start ? (
          <span
            data-slot="text-field-start"
            className="pointer-events-none absolute start-3 flex items-center text-text-muted [&_svg]:size-4"
          >
            {start}
          </span>
        ) : null}
        <input
          data-slot="text-field"
          className={cn(
            fieldControlVariants({ size }),
            start ? 'ps-9' : undefined,
            end ? 'pe-11' : undefined,
            className,
          )}
          required={required}
          disabled={disabled}
          {...controlProps}
          {...props}
          ref={fieldRef}
        />
        {end ? (
          <span data-slot="text-field-end" className="absolute end-1 flex items-center">
            {end}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/** The small square button placed in a field's `end` slot (show password, clear search, copy). */
export const fieldIconButtonClasses = [
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-sm text-text-muted',
  'hover:bg-surface-sunken hover:text-text',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'forced-colors:text-[ButtonText]',
  '[&_svg]:size-4',
].join(' ');
