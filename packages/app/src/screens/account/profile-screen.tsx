import { ProfilePage } from '@lp/patterns';
import * as appAccountMessages from '@lp/locales/en/app-account';
import * as routeMessages from '@lp/locales/en/app-routes';
import { useHydrated, useMessages } from '@lp/ui';
import { useState } from 'react';
import { useActionData } from 'react-router-dom';
import { accountPaths, profileResource, useAccount } from '../../data/account';
import { ApiError } from '../../data/api-error';
import { loadStatus } from '../../data/page-status';
import type { AccountFormResult } from './account.actions';

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.kind === 'http' ? failure.message : fallback;

/** /profile: the person's own profile; name and department editable, the avatar uploadable. */
export default function ProfileScreen() {
  const read = profileResource.useData(accountPaths.profile);
  const text = useMessages(appAccountMessages);
  const roleText = useMessages(routeMessages);
  const account = useAccount();
  // A form sent before the script ran comes back with its notice or message (account.actions.ts).
  const sent = useActionData<AccountFormResult | undefined>();
  const sentAvatar = sent?.form === 'avatar' ? sent : undefined;
  const sentProfile = sent?.form === 'profile' ? sent : undefined;
  const [result, setResult] = useState<{ notice?: string; error?: string }>({
    notice: sentProfile?.notice,
    error: sentProfile?.error,
  });
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [avatarError, setAvatarError] = useState<string | undefined>(sentAvatar?.error);
  const [avatarNotice, setAvatarNotice] = useState<string | undefined>(sentAvatar?.notice);
  // Before the script has run, the avatar's forms post (an upload form and a removal form).
  const hydrated = useHydrated();
  const profile = read.data;

  const changeAvatar = async (change: () => Promise<unknown>) => {
    setAvatarBusy(true);
    setAvatarError(undefined);
    setAvatarNotice(undefined);
    try {
      await change();
    } catch (failure) {
      setAvatarError(messageOf(failure, text.avatarSaveFailed));
    } finally {
      setAvatarBusy(false);
    }
  };

  return (
    <ProfilePage
      status={loadStatus(read)}
      profile={
        profile && {
          ...profile,
          roleLabel: roleText.roleLabel({ role: profile.roles[0] ?? 'student' }),
        }
      }
      defaultValues={
        sentProfile?.values as
          { firstName: string; lastName: string; department: string } | undefined
      }
      notice={result.notice}
      error={result.error}
      onSubmit={async (values) => {
        setResult({});
        try {
          const answer = await account.saveProfile(values);
          setResult({ notice: answer.message ?? undefined });
        } catch (failure) {
          setResult({
            error: messageOf(failure, text.profileSaveFailed),
          });
        }
      }}
      onAvatarChange={
        hydrated ? (file) => changeAvatar(() => account.uploadAvatar(file)) : undefined
      }
      onAvatarRemove={hydrated ? () => changeAvatar(() => account.removeAvatar()) : undefined}
      avatarBusy={avatarBusy}
      avatarError={avatarError}
      avatarNotice={avatarNotice}
      onRetry={() => void read.mutate()}
    />
  );
}
