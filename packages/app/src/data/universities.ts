import type { UniversityListResponse } from '@lp/contract/api';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of the universities (docs/api.md, issue 16). */
export const universityPaths = {
  list: '/universities',
  currentUniversity: '/session/university',
} as const;

/**
 * GET /universities: the universities the user may see (all of them for admin and superuser),
 * the session's current one and the totals.
 */
export const universityListResource = defineResource(() =>
  api().then((m) => m.universityListResponseSchema),
);

/**
 * The portal's Switch to University (PUT /session/university): the server checks the role and
 * the university's status; the list then shows the new current one. Rejects with the server's
 * message.
 */
export function useSwitchUniversity() {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  return async function switchTo(universityId: string): Promise<void> {
    const { data } = await client.put(universityPaths.currentUniversity, {
      body: { universityId },
      schema: () => api().then((m) => m.switchUniversityResponseSchema),
    });
    await mutate(
      universityPaths.list,
      (list: UniversityListResponse | undefined) =>
        list && { ...list, currentUniversityId: data.currentUniversityId },
      { revalidate: true },
    );
  };
}
