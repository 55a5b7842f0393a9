export { I18nProvider, useLocale, useMessages, useTranslations, preloadMessages } from './messages';
export type { I18nProviderProps, MessageNamespace, Translations } from './messages';
export { formattersFor, intl, useFormat, weekStartOf } from './format';
export type { Formatters } from './format';
export { useCodedMessage } from './coded-message';
