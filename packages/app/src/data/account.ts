import type { UpdatePreferencesRequest, UpdateProfileRequest } from '@lp/contract/api';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../app-context';
import type { ApiClient } from './api-client';
import type { Session } from './session';
import { defineResource } from './resource';

const api = () => import('@lp/contract/api');

/** The /api/v1 paths of the person's own account (docs/api.md, issue 35). */
export const accountPaths = {
  profile: '/account/profile',
  avatar: '/account/avatar',
  preferences: '/account/preferences',
  sessions: '/account/sessions',
  session: (id: string) => `/account/sessions/${encodeURIComponent(id)}`,
  endOtherSessions: '/account/sessions/end-others',
  export: '/account/export',
  delete: '/account/delete',
  changePassword: '/auth/change-password',
} as const;

export const profileResource = defineResource(() => api().then((m) => m.accountProfileSchema));
export const preferencesResource = defineResource(() =>
  api().then((m) => m.accountPreferencesSchema),
);
export const sessionListResource = defineResource(() =>
  api().then((m) => m.accountSessionListSchema),
);

const anything = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/**
 * The account's calls, on the app's one API client; each rejects with the server's message.
 * Shared by the screens and by the forms sent before the script ran (account.actions.ts).
 */
export function createAccountApi(client: ApiClient, session: Session) {
  return {
    async saveProfile(values: UpdateProfileRequest) {
      const answer = await client.put(accountPaths.profile, {
        body: values,
        schema: () => api().then((m) => m.accountProfileSchema),
      });
      const { firstName, lastName } = answer.data;
      session.updateUser({ firstName, lastName });
      return answer;
    },
    async uploadAvatar(file: File) {
      const form = new FormData();
      form.append('avatar', file);
      const answer = await client.post(accountPaths.avatar, {
        body: form,
        schema: () => api().then((m) => m.avatarUploadResponseSchema),
      });
      session.updateUser({ avatar: answer.data.avatarUrl });
      return answer;
    },
    async removeAvatar() {
      const answer = await client.delete(accountPaths.avatar, { schema: anything });
      session.updateUser({ avatar: undefined });
      return answer;
    },
    changePassword: (currentPassword: string, newPassword: string) =>
      client.post(accountPaths.changePassword, {
        body: { currentPassword, newPassword },
        schema: anything,
      }),
    savePreferences: (changes: UpdatePreferencesRequest) =>
      client.put(accountPaths.preferences, {
        body: changes,
        schema: () => api().then((m) => m.accountPreferencesSchema),
      }),
    endSession: (id: string) => client.delete(accountPaths.session(id), { schema: anything }),
    endOtherSessions: () => client.post(accountPaths.endOtherSessions, { schema: anything }),
    exportData: () =>
      client.get(accountPaths.export, { schema: () => api().then((m) => m.accountExportSchema) }),
    async deleteAccount(password: string) {
      const answer = await client.post(accountPaths.delete, {
        body: { password },
        schema: anything,
      });
      session.clear();
      return answer;
    },
  };
}

/** The account's calls for a screen, with the cached reads refreshed after each change. */
export function useAccount() {
  const { api: client, session } = useAppServices();
  const { mutate } = useSWRConfig();
  const calls = createAccountApi(client, session);
  return {
    ...calls,
    async saveProfile(values: UpdateProfileRequest) {
      const answer = await calls.saveProfile(values);
      await mutate(accountPaths.profile, answer.data, { revalidate: false });
      return answer;
    },
    async uploadAvatar(file: File) {
      const answer = await calls.uploadAvatar(file);
      await mutate(accountPaths.profile);
      return answer;
    },
    async removeAvatar() {
      const answer = await calls.removeAvatar();
      await mutate(accountPaths.profile);
      return answer;
    },
    async savePreferences(changes: UpdatePreferencesRequest) {
      const answer = await calls.savePreferences(changes);
      await mutate(accountPaths.preferences, answer.data, { revalidate: false });
      return answer;
    },
    async endSession(id: string) {
      const answer = await calls.endSession(id);
      await mutate(accountPaths.sessions);
      return answer;
    },
    async endOtherSessions() {
      const answer = await calls.endOtherSessions();
      await mutate(accountPaths.sessions);
      return answer;
    },
  };
}
