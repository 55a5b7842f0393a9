import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface UseDebouncedSearchOptions {
  /** The search the list was asked for (the app's, from the address). */
  value: string;
  /** Called with the typed text once typing pauses. */
  onCommit: (value: string) => void;
  /** How long typing must pause. @default 300 */
  delay?: number;
}

/**
 * A search box's text that asks the server only when typing pauses. The typed text is the
 * box's own: an answer for an older text does not overwrite what was typed since; only a search
 * changed from outside (a link, Back) replaces it.
 */
export function useDebouncedSearch({ value, onCommit, delay = 300 }: UseDebouncedSearchOptions) {
  const [text, setText] = useState(value);
  // The search last seen from the app, and the last text it knows of (received or sent).
  const [received, setReceived] = useState(value);
  const [known, setKnown] = useState(value);
  if (value !== received) {
    setReceived(value);
    if (value !== known) {
      setKnown(value);
      setText(value);
    }
  }

  const latest = useRef(onCommit);
  useLayoutEffect(() => {
    latest.current = onCommit;
  });

  useEffect(() => {
    if (text === known) return;
    const timer = setTimeout(() => {
      setKnown(text);
      latest.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, known, delay]);

  return {
    text,
    setText,
    /** Sends the typed text now (Enter). */
    commit: () => {
      if (text === known) return;
      setKnown(text);
      latest.current(text);
    },
  };
}
