import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, fieldControlVariants, useField } from '../field';
import { Check, ChevronDown, type IconProps } from '../icon';
import { cn } from '../lib/cn';

function ChevronIcon(props: IconProps) {
  return <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-text-muted" {...props} />;
}

export interface SelectProps extends ComponentProps<typeof SelectPrimitive.Root> {
  /** The visible name of the field. */
  label: ReactNode;
  /** Help text between the label and the trigger, read with it. */
  description?: ReactNode;
  /** The validation message; marks the select invalid and is read with it. */
  error?: ReactNode;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Height and text size of the trigger. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Keeps the label for screen readers only (compact filter bars). @default false */
  hideLabel?: boolean;
  /** Id of the trigger; generated when left out. */
  id?: string;
  /** Class names of the trigger. */
  className?: string;
  /** Class names of the field's outer column. */
  containerClassName?: string;
  /** Extra ids describing the trigger. */
  'aria-describedby'?: string;
}

/** A labelled list box for one choice out of many (status filter, period, font). Items are `SelectItem`s. */
export function Select({
  label,
  description,
  error,
  placeholder,
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
}: SelectProps) {
  const field = useField({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    required,
    'aria-describedby': describedBy,
  });
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
      <SelectPrimitive.Root required={required} disabled={disabled} {...props}>
        <SelectPrimitive.Trigger
          data-slot="select-trigger"
          className={cn(
            fieldControlVariants({ size }),
            'cursor-pointer items-center justify-between gap-2 text-start',
            'data-placeholder:text-text-muted [&>span]:truncate',
            className,
          )}
          {...field.controlProps}
        >
          <SelectPrimitive.Value data-slot="select-value" placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronIcon />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className={cn(
              'relative z-popover max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
              'rounded-md border border-border bg-surface font-sans text-text shadow-md',
              'origin-(--radix-select-content-transform-origin)',
              'transition-transform duration-150 starting:scale-95 motion-reduce:transition-none',
              'forced-colors:border-[CanvasText]',
            )}
          >
            <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </FieldFrame>
  );
}

/** One choice of a `Select`. */
export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default items-center rounded-sm py-1.5 ps-8 pe-2 text-sm outline-none select-none',
        'data-highlighted:bg-primary-subtle data-highlighted:text-text',
        'data-disabled:pointer-events-none data-disabled:opacity-50',
        'forced-colors:data-highlighted:bg-[Highlight] forced-colors:data-highlighted:text-[HighlightText]',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" strokeWidth={2.5} className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** A heading of a `SelectGroup`. */
export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-text-muted', className)}
      {...props}
    />
  );
}

export function SelectSeparator({
  className,
  ...props
}: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
