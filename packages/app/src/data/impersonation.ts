import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { defineResource } from './resource';
import { universityPaths } from './universities';

const api = () => import('@lp/contract/api');

export const impersonationPath = '/impersonation';

/** GET /impersonation: the session's impersonation (the banner on every page), or null. */
export const impersonationResource = defineResource(() =>
  api().then((m) => m.impersonationResponseSchema),
);

/**
 * Start (the portal's Impersonate Admin) and end (the banner's End Session) an impersonation;
 * the server checks the role and the university. Then the banner and the university list (whose
 * current university follows) are read again. Each rejects with the server's message.
 */
export function useImpersonation() {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  const schema = () => api().then((m) => m.impersonationResponseSchema);
  const refresh = async (data: unknown) => {
    await Promise.all([mutate(impersonationPath, data, false), mutate(universityPaths.list)]);
  };
  return {
    async start(universityId: string) {
      const { data } = await client.post(impersonationPath, { body: { universityId }, schema });
      await refresh(data);
    },
    async end() {
      const { data } = await client.delete(impersonationPath, { schema });
      await refresh(data);
    },
  };
}
