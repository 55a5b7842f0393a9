import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import * as dialogMessages from '@lp/locales/en/ui-dialog';
import { useMessages } from '../i18n';
import { X } from '../icon';
import { cn } from '../lib/cn';

/** A modal window: focus is trapped inside and returns to the trigger; Escape and an outside click close it. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

/** Closes the dialog; use `asChild` with a Button for footer actions such as Cancel. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed page behind a modal. Shared with Sheet and AlertDialog. */
export const overlayClasses =
  'fixed inset-0 z-modal bg-backdrop transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none';

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(overlayClasses, className)}
      {...props}
    />
  );
}

export const dialogContentVariants = cva(
  [
    'fixed z-modal border-border bg-surface font-sans text-text shadow-lg outline-none',
    'transition-[scale] duration-200 starting:scale-95 motion-reduce:transition-none',
    'forced-colors:border-[CanvasText]',
  ],
  {
    variants: {
      placement: {
        /** A card in the middle of the viewport. */
        center:
          'top-1/2 left-1/2 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border',
        /** A card near the top whose content scrolls inside it (the command palette's list). */
        top: 'top-[15%] left-1/2 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 translate-y-0 overflow-hidden rounded-lg border',
        /** The whole viewport, a column (the phone's course outline); `size` does not apply. */
        fullscreen:
          'inset-0 top-0 left-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col overflow-y-auto rounded-none border-0',
      },
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
        xl: 'max-w-4xl',
        /** No maximum width of its own: the caller's class sets one. */
        none: '',
      },
      flush: {
        false: 'gap-4 p-6',
        true: 'gap-0 p-0',
      },
    },
    defaultVariants: { placement: 'center', size: 'md', flush: false },
  },
);

function CloseIcon() {
  return <X aria-hidden="true" className="size-4" />;
}

/** The round icon button in a modal's corner; its name comes from `label`. */
export function DialogCloseButton({
  label,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Close> & {
  /** Accessible name of the icon-only button. @default 'Close' */
  label?: string;
}) {
  const text = useMessages(dialogMessages);
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close-button"
      aria-label={label ?? text.close}
      className={cn(
        'absolute end-3 top-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-text-muted',
        'hover:bg-surface-sunken hover:text-text',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'forced-colors:border forced-colors:border-[ButtonText]',
        className,
      )}
      {...props}
    >
      <CloseIcon />
    </DialogPrimitive.Close>
  );
}

export interface DialogContentProps
  extends
    ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof dialogContentVariants> {
  /** Maximum width; `none` leaves it to `className`. @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'none';
  /** Where the window sits: `center`, `top` (a list that scrolls inside) or `fullscreen`. @default 'center' */
  placement?: 'center' | 'top' | 'fullscreen';
  /** No padding and no gap, for content that lays out its own; the content then leaves room for the close button. @default false */
  flush?: boolean;
  /** Shows the close button in the corner. @default true */
  showCloseButton?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

/** The window itself, portalled over an overlay. Put a `DialogTitle` in it (and a `DialogDescription`). */
export function DialogContent({
  size = 'md',
  placement = 'center',
  flush = false,
  showCloseButton = true,
  closeLabel,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        data-placement={placement}
        className={cn(
          dialogContentVariants({
            placement,
            size: placement === 'fullscreen' ? 'none' : size,
            flush,
          }),
          showCloseButton && !flush && 'pe-12',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('grid gap-1.5 text-start', className)}
      {...props}
    />
  );
}

/** Actions row: stacked on narrow screens, right-aligned from `md`. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 md:flex-row md:justify-end', className)}
      {...props}
    />
  );
}

export interface DialogTitleProps extends ComponentProps<typeof DialogPrimitive.Title> {
  /** `lg` is a larger title, for a full-screen dialog. @default 'md' */
  size?: 'md' | 'lg';
}

/** The dialog's accessible name. */
export function DialogTitle({ size = 'md', className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(
        size === 'lg' ? 'text-xl' : 'text-lg leading-tight',
        'font-semibold text-text',
        className,
      )}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-text-muted', className)}
      {...props}
    />
  );
}
