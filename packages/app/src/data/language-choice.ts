import { LOCALES } from '@lp/locales';
import type { ApiClient } from './api-client';
import type { DeploymentConfig } from '../config/deployment-config';

/**
 * The user menu's languages (issue 34): those the university offers that this build ships,
 * each named in itself. Fewer than two: nothing to choose.
 */
export function languageOptions(config: DeploymentConfig): Array<{ code: string; name: string }> {
  const offered = config.languages?.offered ?? [];
  return LOCALES.filter(({ code }) => offered.includes(code)).map(({ code, name }) => ({
    code,
    name,
  }));
}

/**
 * Stores a person's language on their account, so the server draws every page in it, on every
 * device. Resolves when it is stored; the caller then reloads the page, which the server draws
 * in the new language from its first frame (messages, `<html lang dir>`, dates).
 */
export async function saveLanguage(api: ApiClient, locale: string): Promise<void> {
  await api.put('/account/preferences', {
    body: { locale },
    schema: () => import('@lp/contract/api').then((m) => m.accountPreferencesSchema),
  });
}
