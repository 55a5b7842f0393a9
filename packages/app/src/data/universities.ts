import {
  universityFormFieldOf,
  type UniversityFormField,
  type UniversityFormValues,
  type UniversityStatus,
} from '@lp/contract';
import type { UniversityListResponse } from '@lp/contract/api';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of the universities (docs/api.md, issue 16). */
export const universityPaths = {
  list: '/universities',
  one: (id: string) => `/universities/${encodeURIComponent(id)}`,
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

/** A refusal of the university form: `field` when the server's message is about one field. */
export class UniversityFormError extends Error {
  constructor(
    message: string,
    readonly field: UniversityFormField | undefined,
  ) {
    super(message);
    this.name = 'UniversityFormError';
  }
}

const asFormError = (error: unknown): never => {
  const message = error instanceof Error ? error.message : String(error);
  throw new UniversityFormError(message, universityFormFieldOf(message));
};

type EditableFields = Omit<UniversityFormValues, 'adminName' | 'adminEmail'> & {
  status: UniversityStatus;
};

/** The form's flat values as the API's request (spec 2 §3's nested branding). */
function requestOf(values: EditableFields) {
  const { primaryColor, logoUrl, faviconUrl, ...rest } = values;
  return { ...rest, branding: { primaryColor, logoUrl, faviconUrl } };
}

/**
 * University management (POST, PUT, DELETE /universities): the server checks the role and
 * every field; each rejects with a UniversityFormError (its field when the message is about
 * one), and the list is read again after each.
 */
export function useUniversityAdmin() {
  const { api: client } = useAppServices();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(universityPaths.list);
  return {
    async create(values: UniversityFormValues & { status: UniversityStatus }): Promise<void> {
      const { adminName, adminEmail, ...fields } = values;
      await client
        .post(universityPaths.list, {
          body: { ...requestOf(fields), adminName, adminEmail },
          schema: () => api().then((m) => m.createUniversityResponseSchema),
        })
        .catch(asFormError);
      await refresh();
    },
    async update(id: string, values: EditableFields): Promise<void> {
      await client
        .put(universityPaths.one(id), {
          body: requestOf(values),
          schema: () => api().then((m) => m.universityResponseSchema),
        })
        .catch(asFormError);
      await refresh();
    },
    async remove(id: string): Promise<void> {
      await client.delete(universityPaths.one(id), {
        schema: () => api().then((m) => m.deletedUniversitySchema),
      });
      await refresh();
    },
  };
}
