import { Spinner, cn } from '@lp/ui';
import { useRef, type ComponentProps } from 'react';

/**
 * The busy overlay of the calendar's dialogs (spec 2 §2.3, §4): a spinner and the spec's text
 * over the dialog while a save or delete runs. It is a status region and takes the focus (it
 * is focusable, not tabbable), because the control that had focus is disabled or gone under it.
 */
export function BusyOverlay({
  label,
  className,
  ...props
}: ComponentProps<'div'> & { label: string }) {
  return (
    <div
      data-slot="calendar-busy-overlay"
      role="status"
      tabIndex={-1}
      className={cn(
        'absolute inset-0 z-10 bg-surface/90 text-sm font-medium text-text outline-none',
        className,
      )}
      {...props}
    >
      {/* The overlay is as tall as the scrolled content; this part stays in view, centred in the
          window (whose height is at most the viewport's less 2rem). */}
      <div className="sticky top-0 flex h-full max-h-[calc(100dvh-2rem)] flex-col items-center justify-center gap-3 p-6 text-center">
        <Spinner size="lg" className="text-primary forced-colors:text-[CanvasText]" />
        <span>{label}</span>
      </div>
    </div>
  );
}

/**
 * Radix gives focus back only to a DialogTrigger, and these dialogs open from a calendar cell or
 * an Upcoming Events item, so they remember what had focus on open and give it back on close,
 * if it is still on the page. `returnTo` names another element, when the opener has gone (Edit
 * in the details dialog, which closes as the form opens).
 */
export function useReturnFocus(returnTo?: HTMLElement | null) {
  const returnFocus = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = returnTo ?? document.activeElement;
      returnFocus.current = active instanceof HTMLElement ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnFocus.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
