import type { OrganizationMessageRequest } from '@lp/contract/api';
import { useAppServices } from '../app-context';
import { queryPath } from './query-path';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of the organizations dashboard (docs/api.md, issue 18). */
export const organizationPaths = {
  list: (universityId?: string) => queryPath('/admin/organizations', { universityId }),
  messages: (universityId?: string) => queryPath('/admin/organizations/messages', { universityId }),
} as const;

/** GET /admin/organizations: the organizations of the university the admin works on. */
export const organizationListResource = defineResource(() =>
  api().then((m) => m.organizationListResponseSchema),
);

/**
 * The Communication Hub's Send Message: the server e-mails the chosen audience and says how
 * many it reached. Rejects with the server's message.
 */
export function useOrganizationMessages() {
  const { api: client } = useAppServices();
  return async function send(message: OrganizationMessageRequest): Promise<{ sent: number }> {
    const { data } = await client.post(organizationPaths.messages(), {
      body: message,
      schema: () => api().then((m) => m.organizationMessageResponseSchema),
    });
    return data;
  };
}
