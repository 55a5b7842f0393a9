import { useCallback, type Ref, type RefCallback } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields already looked at: only the first attach can find text React has not seen. */
const seen = new WeakSet<TextField>();

/**
 * Hands the field's onChange what a visitor typed into it while it was the server's HTML,
 * not yet hydrated (decision 0018). React keeps such text on screen but neither puts it into
 * its state nor reports it, and the field's next render sets it back to the state: a sign-in
 * form would say the e-mail is missing with the e-mail in view. Hydration sets the field's
 * `defaultValue` to what the render gave it, so text that differs was typed.
 */
function keepTypedText(field: TextField) {
  if (seen.has(field)) return;
  seen.add(field);
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  // React notes a field's value as the app sets it (through the element's own setter) and
  // reports an input event only for a value other than the last it noted: note the render's,
  // then put the typed text back past it, as the keyboard does.
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as TextField;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The ref a text field primitive gives its `<input>` or `<textarea>`: the caller's `ref`, and
 * text typed before hydration kept. It runs as the field attaches, in the commit that hydrates
 * it, before any re-render could set its text back to the state.
 */
export function useTypedTextKept<T extends TextField>(ref?: Ref<T>): RefCallback<T> {
  return useCallback((field: T | null) => attach(field, ref), [ref]);
}

function attach<T extends TextField>(field: T | null, ref: Ref<T> | undefined) {
  if (field) keepTypedText(field);
  if (typeof ref === 'function') return ref(field);
  if (ref) ref.current = field;
}
