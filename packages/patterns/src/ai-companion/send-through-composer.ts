import { flushSync } from 'react-dom';

function typeInto(box: HTMLTextAreaElement, value: string) {
  // React tracks the value it last rendered; the prototype setter plus an input event is what a
  // keystroke looks like to it, so its onChange runs and the panel's draft follows.
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  flushSync(() => {
    setValue?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Sends `text` through a ChatPanel's own composer, so it follows exactly the panel's rules for
 * typed text ('AI is thinking...', nothing sent while a reply is pending, the failed state).
 * ChatPanel (@lp/ui) has no send handle yet, so this types the text into its box and submits the
 * form, then puts back whatever the user had typed. Returns false when there is no composer.
 */
export function sendThroughComposer(panel: HTMLElement | null, text: string): boolean {
  const form = panel?.querySelector<HTMLFormElement>('form[data-slot="chat-composer"]');
  const box = form?.querySelector('textarea');
  if (!form || !box) return false;
  const typed = box.value;
  typeInto(box, text);
  form.requestSubmit();
  typeInto(box, typed);
  return true;
}
