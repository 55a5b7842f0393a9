import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves focus to the element marked `data-focus-key={key}` inside `container` once it is on the
 * page: after an add, a delete or a move the element to focus is often drawn only when the
 * screen passes the new course back, which may be a render or two later.
 */
export function useFocusRequest(container: RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const key = pending.current;
    if (!key) return;
    const element = container.current?.querySelector<HTMLElement>(
      `[data-focus-key="${CSS.escape(key)}"]`,
    );
    if (!element) return;
    pending.current = null;
    element.focus();
    if (element instanceof HTMLInputElement) element.select();
  });
  return (key: string) => {
    pending.current = key;
    rerender((count) => count + 1);
  };
}
