import { useEffect, useState } from 'react';

/**
 * The text the person has selected on the page, for the mobile chat's "ask about this". Off
 * (always '') when not `enabled`, as on the desktop player.
 */
export function useSelectedText(enabled = true): string {
  const [text, setText] = useState('');
  useEffect(() => {
    if (!enabled) return;
    const update = () => {
      const selected = document.getSelection()?.toString() ?? '';
      // Keep the last selection while the person taps into the chat, which clears it.
      if (selected.trim() !== '') setText(selected);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [enabled]);
  return enabled ? text : '';
}
