import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, useField } from '../field';
import { cn } from '../lib/cn';
import { useTypedTextKept } from '../lib/use-typed-text-kept';

export interface TextAreaProps extends ComponentProps<'textarea'> {
  /** The visible name of the field. */
  label: ReactNode;
  /** Help text between the label and the text area, read with it. */
  description?: ReactNode;
  /** The validation message; marks the text area invalid and is read with it. */
  error?: ReactNode;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Lets the user resize the box vertically. @default true */
  resizable?: boolean;
  /** Class names of the field's outer column. */
  containerClassName?: string;
}

/** A labelled multi-line text input (descriptions, messages, notes). */
export function TextArea({
  label,
  description,
  error,
  hideLabel = false,
  resizable = true,
  id,
  required = false,
  disabled = false,
  rows = 4,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ref,
  ...props
}: TextAreaProps) {
  const fieldRef = useTypedTextKept(ref);
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
      <textarea
        data-slot="text-area"
        data-resizable={resizable}
        rows={rows}
        required={required}
        disabled={disabled}
        className={cn(
          'block w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-text',
          'placeholder:text-text-muted',
          'transition-colors duration-150 motion-reduce:transition-none',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-60',
          'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
          'forced-colors:border-[FieldText]',
          'data-[resizable=false]:resize-none data-[resizable=true]:resize-y',
          className,
        )}
        {...controlProps}
        {...props}
        ref={fieldRef}
      />
    </FieldFrame>
  );
}
