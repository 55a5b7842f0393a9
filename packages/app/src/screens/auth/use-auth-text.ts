import { messageCodeOf, type CompiledNamespace } from '@lp/contract';
import { useMessages } from '@lp/ui';

/**
 * A flow's message (`signInMessages` of data/auth.ts or `authMessages` of account-api.ts,
 * English wherever it was made: a screen, or an action on the server) in the page's language,
 * from the flow's namespace. Any other text, such as the server's own words for a rate limit,
 * is shown as it came.
 */
export function useAuthText<M extends object>(
  namespace: CompiledNamespace<M>,
): (english: string | undefined) => string | undefined {
  const text = useMessages(namespace) as Record<string, unknown>;
  return (english) => {
    const code = messageCodeOf(english)?.code;
    const key = code?.startsWith(`${namespace.id}.`)
      ? code.slice(namespace.id.length + 1)
      : undefined;
    const translated = key === undefined ? undefined : text[key];
    return typeof translated === 'string' ? translated : english;
  };
}
