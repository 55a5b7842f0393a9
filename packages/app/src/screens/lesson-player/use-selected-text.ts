import { useEffect, useState } from 'react';

/** The text the person has selected on the page, for the mobile chat's "ask about this". */
export function useSelectedText(): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const update = () => {
      const selected = document.getSelection()?.toString() ?? '';
      // Keep the last selection while the person taps into the chat, which clears it.
      if (selected.trim() !== '') setText(selected);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);
  return text;
}
