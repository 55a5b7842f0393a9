import type { UserListQuery } from '@lp/contract/api';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { queryPath } from './query-path';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of user management (docs/api.md, issue 18). */
export const userPaths = {
  /** One page of a university's accounts. */
  list: (query: UserListQuery): string => queryPath('/admin/users', query),
  status: (id: string) => `/admin/users/${encodeURIComponent(id)}/status`,
  invite: '/auth/invite',
} as const;

/** GET /admin/users: one page, with the university's totals and departments. */
export const userListResource = defineResource(() => api().then((m) => m.userListResponseSchema));

/** Every cached page of the list is read again after a change. */
const isUserList = (key: unknown) => typeof key === 'string' && key.startsWith('/admin/users');

/**
 * The changes user management makes: suspend or reactivate accounts, and invite. The server
 * checks who may do what; each rejects with the server's message.
 */
export function useUserAdmin() {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isUserList);
  const setStatus = (id: string, status: 'active' | 'suspended') =>
    client.put(userPaths.status(id), {
      body: { status },
      schema: () => api().then((m) => m.userStatusResponseSchema),
    });
  return {
    async setStatus(id: string, status: 'active' | 'suspended'): Promise<void> {
      await setStatus(id, status);
      await refresh();
    },
    /** Suspends each in turn; the list is read again even when one fails. */
    async suspendMany(ids: readonly string[]): Promise<void> {
      try {
        for (const id of ids) await setStatus(id, 'suspended');
      } finally {
        await refresh();
      }
    },
    async invite(invitation: { email: string; role: string; universityId: string }) {
      await client.post(userPaths.invite, {
        body: { ...invitation, role: invitation.role.toUpperCase() },
        schema: () => api().then((m) => m.inviteResponseSchema),
      });
      await refresh();
    },
  };
}
