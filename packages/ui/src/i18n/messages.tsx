import { createContext, use, useContext, type ReactNode } from 'react';

/**
 * A namespace of the message catalogue as `@lp/locales/en/<namespace>` exports it: its id and
 * its English messages, which are every component's defaults (decision 0025).
 */
export interface MessageNamespace<M> {
  readonly id: string;
  readonly default: M;
}

/**
 * The language a tree speaks and how it gets its messages. The app makes one per page: on the
 * server with every namespace of the language ready; in the browser with the ones the server
 * used, and a loader for the rest (one small chunk per namespace and language).
 */
export interface Translations {
  /** A BCP 47 tag, as `@lp/locales` lists it. */
  readonly locale: string;
  /** Namespaces of this language that are ready, by id. */
  readonly ready: Map<string, unknown>;
  /**
   * Loads one namespace of this language (null: the language has none, and English stands in);
   * absent, a namespace not ready is English.
   */
  readonly load?: (id: string) => Promise<unknown>;
  /** Collects the namespaces a render used: what the server tells the browser to load first. */
  readonly used?: Set<string>;
}

const english: Translations = { locale: 'en', ready: new Map() };
const I18nContext = createContext<Translations>(english);
const pending = new WeakMap<Translations, Map<string, Promise<unknown>>>();

export interface I18nProviderProps {
  translations: Translations;
  children: ReactNode;
}

/** Gives the tree below its language. Without one, everything is English. */
export function I18nProvider({ translations, children }: I18nProviderProps) {
  return <I18nContext value={translations}>{children}</I18nContext>;
}

/** The nearest I18nProvider's translations (English without one): for code that loads its own. */
export function useTranslations(): Translations {
  return useContext(I18nContext);
}

/** The language of the nearest I18nProvider ('en' without one): for `Intl` and `lang`. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}

function loading(translations: Translations, id: string): Promise<unknown> {
  let byId = pending.get(translations);
  if (!byId) pending.set(translations, (byId = new Map()));
  let promise = byId.get(id);
  if (!promise) {
    promise = translations.load!(id).then((messages) => {
      if (messages) translations.ready.set(id, messages);
      return messages ?? null;
    });
    byId.set(id, promise);
  }
  return promise;
}

/**
 * A namespace's messages in the tree's language: English as compiled, another language's once
 * its chunk is here (the component suspends until then, so a page never flashes English).
 */
export function useMessages<M>(namespace: MessageNamespace<M>): M {
  const translations = useContext(I18nContext);
  if (translations.locale === 'en') return namespace.default;
  translations.used?.add(namespace.id);
  const ready = translations.ready.get(namespace.id);
  if (ready) return ready as M;
  if (!translations.load) return namespace.default;
  return (use(loading(translations, namespace.id)) as M | null) ?? namespace.default;
}

/**
 * Loads namespaces before a render that must not suspend (hydrating what the server drew): each
 * becomes ready. A namespace that fails to load is left out, and suspends when used.
 */
export async function preloadMessages(translations: Translations, ids: readonly string[]) {
  if (!translations.load || translations.locale === 'en') return;
  await Promise.allSettled(ids.map((id) => loading(translations, id)));
}
