import type { MessageNamespace } from '@lp/ui';
import type { AppServices } from '../app-context';
import { activeLocale, loadMessages } from '../data/translations';

/**
 * A namespace's messages in the page's language for code outside React (loaders, actions): the
 * render's translations where the services carry them (the server's request, the browser's
 * page), else the page's language loaded; English when the language has none.
 */
export async function messagesOutsideReact<M>(
  namespace: MessageNamespace<M>,
  services?: Pick<AppServices, 'translations'>,
): Promise<M> {
  const translations = services?.translations;
  const locale = translations?.locale ?? activeLocale();
  if (locale === 'en') return namespace.default;
  const ready = translations?.ready.get(namespace.id);
  if (ready) return ready as M;
  try {
    const loaded = translations?.load
      ? await translations.load(namespace.id)
      : await loadMessages(locale, namespace.id);
    return (loaded as M | null) ?? namespace.default;
  } catch {
    return namespace.default;
  }
}
