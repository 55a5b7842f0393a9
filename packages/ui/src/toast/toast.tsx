import { SHELL_TOAST_DURATION_MS } from '@lp/contract';
import { cva } from 'class-variance-authority';
import { createContext, Suspense, use, useMemo, useState, type ReactNode } from 'react';
import * as toastMessages from '@lp/locales/en/ui-toast';
import { useMessages } from '../i18n';
import { preloadable } from '../lib/preloadable';
import { useToastQueue, type ToastOptions } from './use-toast-queue';

// The toasts and their region (Radix Toast) load with the first toast.
const ToastRegion = preloadable('toast/region', () =>
  import('./toast-region').then((m) => m.default),
);

/**
 * Loads the toast region. ToastProvider does it with the first toast, so pages that never
 * toast do not carry it; call it earlier to have the first toast appear at once.
 */
export const preloadToastRegion = ToastRegion.preload;

/**
 * Where toasts appear on screen. `end` is the side the line of text ends on: the right, or the
 * left on a right-to-left page, so the toasts come from the mirrored side.
 */
export type ToastPosition =
  'top-end' | 'top-start' | 'top-center' | 'bottom-end' | 'bottom-start' | 'bottom-center';

/** The share of its width a toast must be dragged to be dismissed (spec 1 §9: 80 percent). */
export const TOAST_SWIPE_RATIO = 0.8;

/** The drag distance, in px, that dismisses a toast of this width. */
export function toastSwipeThreshold(width: number, ratio = TOAST_SWIPE_RATIO): number {
  return Math.max(1, Math.round(width * ratio));
}

/**
 * Which way on screen a toast at this position is swiped away: towards its nearest edge, the
 * line's end for a centred one. Radix takes the physical side, so the page's direction decides.
 */
export function toastSwipeDirection(
  position: ToastPosition,
  direction: 'ltr' | 'rtl' = 'ltr',
): 'left' | 'right' {
  const towardsStart = position.endsWith('start');
  return towardsStart === (direction === 'ltr') ? 'left' : 'right';
}

export const toastViewportVariants = cva(
  'fixed z-toast m-0 flex max-h-screen w-full list-none gap-2 p-4 outline-none md:max-w-sm',
  {
    variants: {
      // The newest toast is nearest the edge: a column from the top, a reversed one from the bottom.
      position: {
        'top-end': 'top-0 end-0 flex-col',
        'top-start': 'top-0 start-0 flex-col',
        'top-center': 'top-0 left-1/2 -translate-x-1/2 flex-col',
        'bottom-end': 'end-0 bottom-0 flex-col-reverse',
        'bottom-start': 'bottom-0 start-0 flex-col-reverse',
        'bottom-center': 'bottom-0 left-1/2 -translate-x-1/2 flex-col-reverse',
      },
    },
    defaultVariants: { position: 'top-end' },
  },
);

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-s-4 border-border bg-surface-raised p-4 pe-10 text-text shadow-lg',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'forced-colors:border-[CanvasText]',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
    'data-[swipe=cancel]:transition-transform data-[swipe=cancel]:duration-200 motion-reduce:transition-none',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-s-border-strong',
        info: 'border-s-info [&_[data-slot=toast-icon]]:text-info',
        success: 'border-s-success [&_[data-slot=toast-icon]]:text-success',
        warning: 'border-s-warning [&_[data-slot=toast-icon]]:text-warning',
        danger: 'border-s-danger [&_[data-slot=toast-icon]]:text-danger',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export interface ToastContextValue {
  /** Shows a toast (queued when `limit` are already showing) and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast by id, or drops it from the queue. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** The `toast()` and `dismiss()` of the nearest `ToastProvider`. */
export function useToast(): ToastContextValue {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast must be used inside a <ToastProvider>.');
  return context;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How many toasts show at once; the rest are queued. @default 3 */
  limit?: number;
  /**
   * Milliseconds before a toast closes by itself (each toast may override it): the 3000 ms of
   * spec 2 §8. The lesson player's toasts of spec 1 §9 last `TOAST_DURATION_MS` (5000) of @lp/contract.
   * @default SHELL_TOAST_DURATION_MS (3000)
   */
  duration?: number;
  /** Where the toasts appear; `end` is the right, or the left right to left. @default 'top-end' */
  position?: ToastPosition;
  /** The share of a toast's width it must be dragged to be dismissed. @default 0.8 */
  swipeRatio?: number;
  /** The close button's accessible name. @default 'Close notification' */
  closeLabel?: string;
  /** Read before each toast by screen readers. @default 'Notification' */
  label?: string;
  /** The name of the toast region; `{hotkey}` becomes the key that focuses it. @default 'Notifications ({hotkey})' */
  regionLabel?: string;
  /** Extra classes for the toast region. */
  className?: string;
}

/** Shows toasts sent with `useToast()`: queued past a limit, closing by themselves, paused on hover or blur, swiped away. */
export function ToastProvider({
  children,
  limit = 3,
  duration = SHELL_TOAST_DURATION_MS,
  position = 'top-end',
  swipeRatio = TOAST_SWIPE_RATIO,
  closeLabel,
  label,
  regionLabel,
  className,
}: ToastProviderProps) {
  const text = useMessages(toastMessages);
  const queue = useToastQueue({ limit });
  const { toast, dismiss } = queue;
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  // The region mounts with the first toast and then stays.
  const [needed, setNeeded] = useState(false);
  if (!needed && queue.visible.length > 0) setNeeded(true);
  return (
    <ToastContext value={api}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <ToastRegion
            toasts={queue.visible}
            onDismiss={queue.dismiss}
            duration={duration}
            position={position}
            swipeRatio={swipeRatio}
            closeLabel={closeLabel ?? text.closeLabel}
            label={label ?? text.label}
            // Radix puts the key that focuses the region where `{hotkey}` stands.
            regionLabel={regionLabel ?? text.regionLabel({ hotkey: '{hotkey}' })}
            className={className}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}
