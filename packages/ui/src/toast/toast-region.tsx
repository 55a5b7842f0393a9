import { Toast as ToastPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Check, CircleX, Info, TriangleAlert, X, type IconComponent } from '../icon';
import { useDirection } from '../direction';
import { cn } from '../lib/cn';
import {
  toastSwipeDirection,
  toastSwipeThreshold,
  toastVariants,
  toastViewportVariants,
  type ToastPosition,
} from './toast';
import type { ToastItem, ToastVariant } from './use-toast-queue';

const icons: Record<Exclude<ToastVariant, 'neutral'>, IconComponent> = {
  info: Info,
  success: Check,
  warning: TriangleAlert,
  danger: CircleX,
};

function ToastIcon({ variant }: { variant: Exclude<ToastVariant, 'neutral'> }) {
  const Glyph = icons[variant];
  return <Glyph data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />;
}

export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  duration: number;
  position: ToastPosition;
  swipeRatio: number;
  closeLabel: string;
  label: string;
  regionLabel: string;
  className?: string;
}

/** The toasts and their region (Radix Toast), loaded by ToastProvider with the first toast. */
export default function ToastRegion({
  toasts,
  onDismiss,
  duration,
  position,
  swipeRatio,
  closeLabel,
  label,
  regionLabel,
  className,
}: ToastRegionProps) {
  // Radix measures the swipe in px for the whole provider; every toast has the viewport's width,
  // so the threshold is recomputed from the toast being dragged when its swipe starts.
  const direction = useDirection();
  const [swipeThreshold, setSwipeThreshold] = useState(() => toastSwipeThreshold(384, swipeRatio));
  return (
    <ToastPrimitive.Provider
      duration={duration}
      label={label}
      swipeDirection={toastSwipeDirection(position, direction)}
      swipeThreshold={swipeThreshold}
    >
      {toasts.map((item) => (
        <Toast
          key={item.id}
          item={item}
          closeLabel={closeLabel}
          onDismiss={onDismiss}
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
      {item.variant !== 'neutral' && <ToastIcon variant={item.variant} />}
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
        className="absolute top-3 end-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-text-muted hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring forced-colors:border forced-colors:border-[ButtonText]"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
