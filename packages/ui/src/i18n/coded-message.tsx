import { messageCodeOf, messageIn, splitMessageCode, type MessageCode } from '@lp/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from './messages';

/**
 * Translates a text the contract coded (issue 34: a validation message of `validateLogin`, a
 * university form's field error…) into the tree's language. English meanwhile, and for a text
 * without a code: the namespace loads when first needed, and the component renders again when
 * it is here. Use it where a hook of a form shows a rule's messages:
 *
 *   const translate = useCodedMessage();
 *   <TextField errorMessage={translate(errors.email)} />
 *
 * A text that came with its code from elsewhere (an API answer's `{ code, values }`, such as an
 * import report's item) passes the code beside it: `translate(item.reason, item.reasonCode)`.
 * The code's namespace loads then, only where such a text is shown.
 */
export function useCodedMessage(): (
  english: string | undefined,
  coded?: MessageCode,
) => string | undefined {
  const translations = useTranslations();
  const [wanted, setWanted] = useState<ReadonlySet<string>>(() => new Set());
  const [, setArrived] = useState(0);

  // Namespaces asked for during a render load after it (never while rendering).
  useEffect(() => {
    const { load, ready } = translations;
    if (!load) return;
    let live = true;
    for (const id of wanted) {
      if (ready.has(id)) continue;
      void load(id)
        .then((messages) => {
          if (messages) ready.set(id, messages);
          if (live) setArrived((count) => count + 1);
        })
        .catch(() => {});
    }
    return () => {
      live = false;
    };
  }, [translations, wanted]);

  return useCallback(
    (english: string | undefined, given?: MessageCode) => {
      if (!english || translations.locale === 'en') return english;
      const coded = given ?? messageCodeOf(english);
      const parts = coded && splitMessageCode(coded.code);
      if (!coded || !parts) return english;
      translations.used?.add(parts.namespace);
      const messages = translations.ready.get(parts.namespace) as
        Record<string, unknown> | undefined;
      if (!messages) {
        if (translations.load && !wanted.has(parts.namespace))
          queueMicrotask(() =>
            setWanted((now) =>
              now.has(parts.namespace) ? now : new Set([...now, parts.namespace]),
            ),
          );
        return english;
      }
      return messageIn(messages, parts.key, coded.values) ?? english;
    },
    [translations, wanted],
  );
}
