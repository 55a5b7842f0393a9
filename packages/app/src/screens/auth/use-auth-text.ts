import { messageCodeOf } from '@lp/contract';
import * as appAuthMessages from '@lp/locales/en/app-auth';
import { useMessages } from '@lp/ui';

/**
 * A flow's message (data/auth.ts `authMessages`, English wherever it was made: a screen, or an
 * action on the server) in the page's language. Any other text, such as the server's own
 * words for a rate limit, is shown as it came.
 */
export function useAuthText(): (english: string | undefined) => string | undefined {
  const text = useMessages(appAuthMessages) as Record<string, unknown>;
  return (english) => {
    const code = messageCodeOf(english)?.code;
    const key = code?.startsWith(`${appAuthMessages.id}.`)
      ? code.slice(appAuthMessages.id.length + 1)
      : undefined;
    const translated = key === undefined ? undefined : text[key];
    return typeof translated === 'string' ? translated : english;
  };
}
