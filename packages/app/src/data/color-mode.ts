import type { ApiClient } from './api-client';

/**
 * Stores the colour mode on the account (issue 35), so the server draws the person's pages in
 * it on every device. A failure is only logged: the device keeps the mode either way.
 */
export async function saveColorMode(
  api: ApiClient,
  colorMode: 'light' | 'dark' | 'system',
): Promise<void> {
  try {
    await api.put('/account/preferences', {
      body: { colorMode },
      schema: () => import('@lp/contract/api').then((m) => m.accountPreferencesSchema),
    });
  } catch (error) {
    console.error('The colour mode was not saved on the account', error);
  }
}
