import { tokens } from '@lp/tokens';
import { cva } from 'class-variance-authority';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import {
  useToastQueue,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './use-toast-queue';

/** Where toasts appear on screen. */
export type ToastPosition =
  'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

/** The share of its width a toast must be dragged to be dismissed (spec 1 §9: 80 percent). */
export const TOAST_SWIPE_RATIO = 0.8;

/** The drag distance, in px, that dismisses a toast of this width. */
export function toastSwipeThreshold(width: number, ratio = TOAST_SWIPE_RATIO): number {
  return Math.max(1, Math.round(width * ratio));
}

/** Which way a toast at this position is swiped away: towards its nearest edge. */
export function toastSwipeDirection(position: ToastPosition): 'left' | 'right' {
  return position.endsWith('left') ? 'left' : 'right';
}

export const toastViewportVariants = cva(
  'fixed z-toast m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none md:max-w-sm',
  {
    variants: {
      position: {
        'top-right': 'top-0 right-0',
        'top-left': 'top-0 left-0',
        'top-center': 'top-0 left-1/2 -translate-x-1/2',
        'bottom-right': 'right-0 bottom-0 flex-col-reverse',
        'bottom-left': 'bottom-0 left-0 flex-col-reverse',
        'bottom-center': 'bottom-0 left-1/2 -translate-x-1/2 flex-col-reverse',
      },
    },
    defaultVariants: { position: 'top-right' },
  },
);

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-l-4 border-border bg-surface-raised p-4 pr-10 text-text shadow-lg',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'forced-colors:border-[CanvasText]',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
    'data-[swipe=cancel]:transition-transform data-[swipe=cancel]:duration-200 motion-reduce:transition-none',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-l-border-strong',
        info: 'border-l-info [&_[data-slot=toast-icon]]:text-info',
        success: 'border-l-success [&_[data-slot=toast-icon]]:text-success',
        warning: 'border-l-warning [&_[data-slot=toast-icon]]:text-warning',
        danger: 'border-l-danger [&_[data-slot=toast-icon]]:text-danger',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

const icons: Record<Exclude<ToastVariant, 'neutral'>, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6m0-9.5V8" />
    </>
  ),
  success: <path d="M20 6 9 17l-5-5" />,
  warning: <path d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.5" />,
  danger: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
};

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
  /** Milliseconds before a toast closes by itself (each toast may override it). @default tokens.motion.delay.toast (5000) */
  duration?: number;
  /** Where the toasts appear. @default 'top-right' */
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
  duration = tokens.motion.delay.toast,
  position = 'top-right',
  swipeRatio = TOAST_SWIPE_RATIO,
  closeLabel = 'Close notification',
  label = 'Notification',
  regionLabel = 'Notifications ({hotkey})',
  className,
}: ToastProviderProps) {
  const queue = useToastQueue({ limit });
  // Radix measures the swipe in px for the whole provider; every toast has the viewport's width,
  // so the threshold is recomputed from the toast being dragged when its swipe starts.
  const [swipeThreshold, setSwipeThreshold] = useState(() => toastSwipeThreshold(384, swipeRatio));
  const { toast, dismiss } = queue;
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider
        duration={duration}
        label={label}
        swipeDirection={toastSwipeDirection(position)}
        swipeThreshold={swipeThreshold}
      >
        {children}
        {queue.visible.map((item) => (
          <Toast
            key={item.id}
            item={item}
            closeLabel={closeLabel}
            onDismiss={queue.dismiss}
            onSwipeStart={(width) => setSwipeThreshold(toastSwipeThreshold(width, swipeRatio))}
          />
        ))}
        <ToastPrimitive.Viewport
          data-slot="toast-viewport"
          data-position={position}
          label={regionLabel}
          className={cn(toastViewportVariants({ position }), className)}
        />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

interface ToastProps {
  item: ToastItem;
  closeLabel: string;
  onDismiss: (id: string) => void;
  onSwipeStart: (width: number) => void;
}

function Toast({ item, closeLabel, onDismiss, onSwipeStart }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={item.variant}
      // Polite: a toast never interrupts what the screen reader is saying.
      type="background"
      duration={item.duration}
      onOpenChange={(open) => {
        if (!open) onDismiss(item.id);
      }}
      onSwipeStart={(event) => onSwipeStart(event.currentTarget.offsetWidth)}
      className={toastVariants({ variant: item.variant })}
    >
      {item.variant !== 'neutral' && (
        <svg
          data-slot="toast-icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0"
        >
          {icons[item.variant]}
        </svg>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
          {item.title}
        </ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description
            data-slot="toast-description"
            className="text-sm text-text-muted"
          >
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className="absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring forced-colors:border forced-colors:border-[ButtonText]"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className="size-4"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
