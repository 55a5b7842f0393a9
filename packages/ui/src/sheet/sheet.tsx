import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { DialogCloseButton, overlayClasses } from '../dialog';
import { cn } from '../lib/cn';

/** A panel that slides over the page from the start or end edge (mobile side menu, calendar sidebar). */
export function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet; use `asChild` around a Button or a navigation link. */
export function SheetClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

export const sheetContentVariants = cva(
  [
    'fixed inset-y-0 z-modal flex h-dvh flex-col overflow-y-auto',
    'bg-surface font-sans text-text shadow-lg outline-none',
    'transition-transform duration-300 ease-out motion-reduce:transition-none',
    'forced-colors:border-[CanvasText]',
  ],
  {
    variants: {
      side: {
        start:
          'start-0 border-e border-border starting:-translate-x-full rtl:starting:translate-x-full',
        end: 'end-0 border-s border-border starting:translate-x-full rtl:starting:-translate-x-full',
      },
      // Each width leaves a strip of the page visible, except `full`.
      size: {
        /** The expanded sidebar width, 250 px. */
        sidebar: 'w-(--lp-size-sidebar-expanded) max-w-[calc(100vw-3rem)]',
        sm: 'w-80 max-w-[calc(100vw-3rem)]',
        md: 'w-96 max-w-[calc(100vw-3rem)]',
        lg: 'w-[32rem] max-w-[calc(100vw-3rem)]',
        /** The whole width of a phone, at most 32 rem from `sm` up. */
        full: 'w-full max-w-none md:max-w-lg',
      },
      density: {
        default: 'gap-4 p-6',
        /** Less padding and gap, for a phone. */
        compact: 'gap-3 p-4',
      },
    },
    defaultVariants: { side: 'end', size: 'sm', density: 'default' },
  },
);

export interface SheetContentProps
  extends
    ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof sheetContentVariants> {
  /** The edge it slides in from: `start` is the left, or the right on a right-to-left page. @default 'end' */
  side?: 'start' | 'end';
  /** Width: `sidebar` is the expanded sidebar's 250 px, `full` the whole width of a phone. @default 'sm' */
  size?: 'sidebar' | 'sm' | 'md' | 'lg' | 'full';
  /** Padding and gap: `compact` for a phone. @default 'default' */
  density?: 'default' | 'compact';
  /** Shows the close button in the corner. @default true */
  showCloseButton?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

/** The sliding panel over an overlay. Focus is trapped inside and returns to the trigger; Escape and an outside click close it. */
export function SheetContent({
  side = 'end',
  size = 'sm',
  density = 'default',
  showCloseButton = true,
  closeLabel,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className={overlayClasses} />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        data-size={size}
        className={cn(sheetContentVariants({ side, size, density }), className)}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('grid gap-1.5 pe-8', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn('mt-auto flex flex-col gap-2', className)}
      {...props}
    />
  );
}

/** The sheet's accessible name (visually hide it with `className="sr-only"` if the content shows its own heading). */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg font-semibold text-text', className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-text-muted', className)}
      {...props}
    />
  );
}
