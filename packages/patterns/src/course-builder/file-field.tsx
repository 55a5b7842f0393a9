import { FieldFrame, cn, useField } from '@lp/ui';
import type { ComponentProps, ReactNode } from 'react';

export interface FileFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange'> {
  /** The visible name of the field. */
  label: ReactNode;
  /** What files it takes. */
  description?: ReactNode;
  /** Why the last file was refused. */
  error?: ReactNode;
  /** Called with the file the user chose. */
  onFile?: (file: File) => void;
  /** Empties the input once `onFile` has the file, so the same file can be chosen again. @default true */
  clearAfterChoose?: boolean;
  /** Class names of the field's outer column. */
  containerClassName?: string;
}

/**
 * A labelled native file input: it opens the system's picker by keyboard as well, and posts
 * with its form before the script has run. The builder's image, transcript and import.
 */
export function FileField({
  label,
  description,
  error,
  onFile,
  clearAfterChoose = true,
  containerClassName,
  className,
  disabled,
  ...props
}: FileFieldProps) {
  const field = useField({ hasDescription: Boolean(description), hasError: Boolean(error) });
  const { 'aria-required': _ariaRequired, ...controlProps } = field.controlProps;
  return (
    <FieldFrame
      field={field}
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      className={containerClassName}
    >
      <input
        type="file"
        data-slot="file-field"
        disabled={disabled}
        className={cn(
          'block w-full min-w-0 rounded-md border border-border-strong bg-surface text-sm text-text',
          'file:me-3 file:cursor-pointer file:border-0 file:bg-surface-sunken file:px-3 file:py-2 file:font-medium file:text-text',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
          'forced-colors:border-[FieldText]',
          className,
        )}
        {...controlProps}
        {...props}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file || !onFile) return;
          onFile(file);
          if (clearAfterChoose) event.currentTarget.value = '';
        }}
      />
    </FieldFrame>
  );
}
