import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { ChevronDown } from '../icon';
import { cn } from '../lib/cn';

/** A stack of sections that expand and collapse, such as the modules of the Course Progress modal. */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('flex w-full flex-col', className)}
      {...props}
    />
  );
}

/** One section: a header and its content. */
export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b border-border last:border-b-0', className)}
      {...props}
    />
  );
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** The heading level that wraps the trigger, to keep the page outline right. @default 3 */
  level?: 2 | 3 | 4 | 5 | 6;
}

/** The section's header button; the chevron turns when open. */
export function AccordionTrigger({
  level = 3,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      {headingFor(
        level,
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group flex w-full flex-1 cursor-pointer items-center justify-between gap-4 py-4 text-start text-sm font-medium text-text',
            'hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-50',
            'forced-colors:border forced-colors:border-[ButtonText]',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            data-slot="accordion-chevron"
            aria-hidden="true"
            className="size-4 shrink-0 text-text-muted transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>,
      )}
    </AccordionPrimitive.Header>
  );
}

function headingFor(level: 2 | 3 | 4 | 5 | 6, child: React.ReactNode) {
  const Heading = `h${level}` as const;
  return (
    <Heading data-slot="accordion-header" className="flex">
      {child}
    </Heading>
  );
}

/** The section's body, shown while open. */
export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm text-text"
      {...props}
    >
      <div className={cn('pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
