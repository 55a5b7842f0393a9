import type { SignInSettingsResponse, UpdateSignInSettingsRequest } from '@lp/contract/api';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of a university's sign-in provider (docs/api.md, issue 33). */
export const signInSettingsPaths = {
  one: (universityId: string) => `/universities/${encodeURIComponent(universityId)}/sign-in`,
  test: (universityId: string) => `${signInSettingsPaths.one(universityId)}/test`,
} as const;

/** GET /universities/{id}/sign-in: the stored provider (never its secret) and the redirect URI. */
export const signInSettingsResource = defineResource(() =>
  api().then((m) => m.signInSettingsResponseSchema),
);

/** Save, remove and test. Each answer that carries the settings replaces the cached one. */
export function useSignInSettingsActions(universityId: string) {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  const schema = () => api().then((m) => m.signInSettingsResponseSchema);
  const store = (data: SignInSettingsResponse) =>
    mutate(signInSettingsPaths.one(universityId), data, { revalidate: false });
  return {
    async save(settings: UpdateSignInSettingsRequest): Promise<void> {
      const { data } = await client.put(signInSettingsPaths.one(universityId), {
        body: settings,
        schema,
      });
      await store(data);
    },
    async remove(): Promise<void> {
      const { data } = await client.delete(signInSettingsPaths.one(universityId), { schema });
      await store(data);
    },
    async test(issuerUrl: string) {
      const { data } = await client.post(signInSettingsPaths.test(universityId), {
        body: issuerUrl ? { issuerUrl } : {},
        schema: () => api().then((m) => m.testSignInConnectionResponseSchema),
      });
      return data;
    },
  };
}
