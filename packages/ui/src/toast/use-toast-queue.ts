import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

/** The tone of a toast: its icon and accent colour. */
export type ToastVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** What a caller passes to `toast()`. */
export interface ToastOptions {
  /** The main line. */
  title: ReactNode;
  /** A second line under the title. */
  description?: ReactNode;
  /** The tone. @default 'neutral' */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it open. @default the provider's duration (3000) */
  duration?: number;
  /** Reuses an id, to replace a toast or dismiss it later. @default a generated id */
  id?: string;
}

/** A toast in the queue. */
export interface ToastItem extends Omit<ToastOptions, 'id' | 'variant'> {
  id: string;
  variant: ToastVariant;
}

export interface UseToastQueueOptions {
  /** How many toasts show at once; the rest wait their turn in order. @default 3 */
  limit?: number;
}

export interface ToastQueue {
  /** The toasts on screen, oldest first (at most `limit`). */
  visible: ToastItem[];
  /** The toasts waiting, in the order they will show. */
  queued: ToastItem[];
  /** Adds a toast (or replaces the one with the same id) and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Removes a toast, visible or queued; the next queued one takes its place. */
  dismiss: (id: string) => void;
  /** Removes every toast. */
  clear: () => void;
}

/**
 * The toast queue of spec 1 §4: at most `limit` toasts show, later ones wait and move up
 * as earlier ones leave. Timers, pausing and swiping belong to the Radix toast that shows each item.
 */
export function useToastQueue({ limit = 3 }: UseToastQueueOptions = {}): ToastQueue {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = options.id ?? `toast-${counter.current}`;
    const item: ToastItem = { ...options, id, variant: options.variant ?? 'neutral' };
    setItems((list) =>
      list.some((t) => t.id === id) ? list.map((t) => (t.id === id ? item : t)) : [...list, item],
    );
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setItems((list) => list.filter((t) => t.id !== id));
  }, []);

  const clear = useCallback(() => setItems([]), []);

  const safeLimit = Math.max(1, Math.floor(limit));
  return useMemo(
    () => ({
      visible: items.slice(0, safeLimit),
      queued: items.slice(safeLimit),
      toast,
      dismiss,
      clear,
    }),
    [items, safeLimit, toast, dismiss, clear],
  );
}
