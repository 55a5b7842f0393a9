import { useEffect, useRef } from 'react';

/** Whether a key event comes from somewhere the user types: a text field, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    const nonText = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'];
    return !nonText.includes(target.type);
  }
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/** Whether a key event is Ctrl+key (Cmd+key on Apple keyboards), with no Shift or Alt. */
export function isModShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  key: string,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    event.key.toLowerCase() === key.toLowerCase()
  );
}

export interface UseCommandPaletteShortcutOptions {
  /** The letter pressed with Ctrl/Cmd. @default 'k' */
  key?: string;
  /** Listens only while true. @default true */
  enabled?: boolean;
  /** Also fires while the user is typing in a field. @default false */
  allowInFields?: boolean;
}

/**
 * Calls `onTrigger` on Ctrl/Cmd+K anywhere in the page (spec 1 §2.5, §9), except while typing in
 * a field, and keeps the browser's own Ctrl+K (its search bar) from opening.
 */
export function useCommandPaletteShortcut(
  onTrigger: () => void,
  { key = 'k', enabled = true, allowInFields = false }: UseCommandPaletteShortcutOptions = {},
) {
  const latest = useRef(onTrigger);
  useEffect(() => {
    latest.current = onTrigger;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isModShortcut(event, key)) return;
      if (!allowInFields && isTypingTarget(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key, enabled, allowInFields]);
}
