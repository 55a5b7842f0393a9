import { cva } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { CircleAlert } from '../icon';
import { cn } from '../lib/cn';

/** The box of every text-like control (text, password, search, colour hex, select trigger). */

/** The required mark after a label: a symbol, hidden (the control itself says it is required). */
const REQUIRED_MARK = '*';
export const fieldControlVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border border-border-strong bg-surface text-text',
    'placeholder:text-text-muted',
    'transition-colors duration-150 motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-60',
    'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
    'forced-colors:border-[FieldText]',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface UseFieldOptions {
  /** Id of the control; generated when left out. */
  id?: string;
  /** Whether a description is rendered (its id then joins `aria-describedby`). @default false */
  hasDescription?: boolean;
  /** Whether an error message is rendered; it marks the control invalid. @default false */
  hasError?: boolean;
  /** Marks the control invalid even without a message. @default hasError */
  invalid?: boolean;
  /** Marks the control required. @default false */
  required?: boolean;
  /** Ids the caller already describes the control with; kept first. */
  'aria-describedby'?: string;
}

/**
 * Label, description and error wiring for one control: ids, `aria-describedby` (description
 * then error), `aria-invalid` and `aria-required`. The error joins describedby rather than
 * `aria-errormessage`, which screen readers support less widely.
 */
export function useField({
  id,
  hasDescription = false,
  hasError = false,
  invalid,
  required = false,
  'aria-describedby': describedBy,
}: UseFieldOptions = {}) {
  const generated = useId();
  const controlId = id ?? `${generated}control`;
  const labelId = `${generated}label`;
  const descriptionId = hasDescription ? `${generated}description` : undefined;
  const errorId = hasError ? `${generated}error` : undefined;
  const isInvalid = invalid ?? hasError;
  const describedByIds =
    [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    labelProps: { id: labelId, htmlFor: controlId },
    controlProps: {
      id: controlId,
      'aria-describedby': describedByIds,
      'aria-invalid': isInvalid || undefined,
      'aria-required': required || undefined,
    },
    descriptionProps: { id: descriptionId },
    errorProps: { id: errorId },
    state: { invalid: isInvalid, required, controlId, labelId, descriptionId, errorId },
  };
}

export type FieldWiring = ReturnType<typeof useField>;

export interface FieldProps extends ComponentProps<'div'> {
  /** Marks the whole field invalid for styling (`data-invalid`). @default false */
  invalid?: boolean;
  /** Marks the whole field disabled for styling (`data-disabled`). @default false */
  disabled?: boolean;
}

/** The column that stacks a control with its label, description and error. */
export function Field({ invalid = false, disabled = false, className, ...props }: FieldProps) {
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('group/field grid gap-1.5 font-sans', className)}
      {...props}
    />
  );
}

export interface FieldLabelProps extends ComponentProps<'label'> {
  /** Shows the required marker. The control itself carries `required`/`aria-required`, its accessible equivalent. @default false */
  required?: boolean;
  /** Renders a `<span>` (for groups named with `aria-labelledby`) instead of a `<label>`. @default false */
  asSpan?: boolean;
}

/** The visible name of a control, with a required marker. */
export function FieldLabel({
  required = false,
  asSpan = false,
  className,
  children,
  htmlFor,
  ...props
}: FieldLabelProps) {
  const classes = cn(
    'text-sm font-medium text-text',
    'peer-disabled:opacity-60 group-data-disabled/field:opacity-60',
    className,
  );
  const content = (
    <>
      {children}
      {required && (
        <span data-slot="field-required" aria-hidden="true" className="ms-0.5 text-danger">
          {REQUIRED_MARK}
        </span>
      )}
    </>
  );
  if (asSpan) {
    return (
      <span data-slot="field-label" className={classes} {...(props as ComponentProps<'span'>)}>
        {content}
      </span>
    );
  }
  return (
    <label data-slot="field-label" htmlFor={htmlFor} className={classes} {...props}>
      {content}
    </label>
  );
}

/** Help text under a label, such as the password hint. */
export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-sm text-text-muted', className)}
      {...props}
    />
  );
}

function AlertIcon() {
  return <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />;
}

/** The message of a control that failed validation, tied to it through `aria-describedby`. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <p
      data-slot="field-error"
      className={cn('flex items-start gap-1 text-sm text-danger', className)}
      {...props}
    >
      <AlertIcon />
      <span>{children}</span>
    </p>
  );
}

export interface FieldFrameProps extends Omit<FieldProps, 'children'> {
  /** The wiring from `useField`. */
  field: FieldWiring;
  /** The visible name. */
  label: ReactNode;
  /** Help text, shown between the label and the control. */
  description?: ReactNode;
  /** The validation message; shown under the control. */
  error?: ReactNode;
  /** Renders the label as a `<span>` for groups. @default false */
  labelAsSpan?: boolean;
  /** Class names of the label. */
  labelClassName?: string;
  /** The control. */
  children: ReactNode;
  /** Shown after the control and before the error (for example a strength meter). */
  after?: ReactNode;
}

/** Lays out label, description, control and error with the ids from `useField`. */
export function FieldFrame({
  field,
  label,
  description,
  error,
  labelAsSpan = false,
  labelClassName,
  children,
  after,
  ...props
}: FieldFrameProps) {
  return (
    <Field invalid={field.state.invalid} {...props}>
      <FieldLabel
        {...field.labelProps}
        htmlFor={labelAsSpan ? undefined : field.labelProps.htmlFor}
        asSpan={labelAsSpan}
        required={field.state.required}
        className={labelClassName}
      >
        {label}
      </FieldLabel>
      {description ? (
        <FieldDescription {...field.descriptionProps}>{description}</FieldDescription>
      ) : null}
      {children}
      {after}
      {error ? <FieldError {...field.errorProps}>{error}</FieldError> : null}
    </Field>
  );
}
