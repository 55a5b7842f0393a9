import { languageOptions, saveLanguage } from '../../data/language-choice';
import { SettingsPage, type SectionResult, type SettingsSectionId } from '@lp/patterns';
import * as appAccountMessages from '@lp/locales/en/app-account';
import { useHydrated, useMessages } from '@lp/ui';
import { useState } from 'react';
import { useActionData, useNavigate } from 'react-router-dom';
import { useAppServices } from '../../app-context';
import {
  accountPaths,
  preferencesResource,
  sessionListResource,
  useAccount,
} from '../../data/account';
import { ApiError } from '../../data/api-error';
import { downloadAccountArchive } from '../../data/account-archive';
import { loadStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';
import type { AccountFormResult } from './account.actions';

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && (failure.kind === 'http' || failure.status === 429)
    ? failure.message
    : fallback;

type Results = Partial<Record<SettingsSectionId, SectionResult>>;

/** A form sent before the script ran, as the section it belongs to reports it. */
function sentResults(sent: AccountFormResult | undefined): Results {
  if (!sent) return {};
  const section =
    sent.form === 'end-session' || sent.form === 'end-others' ? 'sessions' : sent.form;
  return { [section]: { notice: sent.notice, error: sent.error } };
}

/** /settings: password, appearance, notifications, devices and the person's data. */
export default function SettingsScreen() {
  const { api, session, config, translations } = useAppServices();
  const text = useMessages(appAccountMessages);
  const preferences = preferencesResource.useData(accountPaths.preferences);
  const sessions = sessionListResource.useData(accountPaths.sessions);
  const account = useAccount();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // A form sent before the script ran comes back with its notice or message (account.actions.ts).
  const sent = useActionData<AccountFormResult | undefined>();
  const [results, setResults] = useState<Results>(() => sentResults(sent));
  const [endingId, setEndingId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  /** Runs a section's change and reports its notice or message there. */
  const report = async (section: SettingsSectionId, change: () => Promise<string | null>) => {
    setResults((current) => ({ ...current, [section]: {} }));
    try {
      const notice = (await change()) ?? undefined;
      setResults((current) => ({ ...current, [section]: { notice } }));
    } catch (failure) {
      setResults((current) => ({
        ...current,
        [section]: { error: messageOf(failure, text.somethingWentWrong) },
      }));
      throw failure;
    }
  };
  const quietly = (promise: Promise<unknown>) => promise.catch(() => {});

  const status =
    loadStatus(preferences) === 'error' || loadStatus(sessions) === 'error'
      ? 'error'
      : preferences.data && sessions.data
        ? 'ready'
        : 'loading';

  return (
    <SettingsPage
      status={status}
      preferences={preferences.data}
      // An account the university's provider made has no password to change (issue 33).
      showPassword={preferences.data?.signsInLocally !== false}
      sessions={sessions.data}
      results={results}
      onChangePassword={(values) =>
        quietly(
          report('password', async () => {
            const answer = await account.changePassword(values.currentPassword, values.newPassword);
            void sessions.mutate();
            return answer.message;
          }),
        )
      }
      // Before the script has run, Appearance and Notifications are forms that post (the browser's
      // own radio buttons and checkboxes): the switches need the script.
      onColorModeChange={
        hydrated
          ? (mode) =>
              quietly(
                report('appearance', async () => {
                  const saved = await account.savePreferences({ colorMode: mode });
                  session.takeAccountMode(saved.data.colorMode);
                  return saved.message;
                }),
              )
          : undefined
      }
      // The university's languages (issue 34): saved on the account, then the page again, drawn
      // by the server in the new language. Before the script, the section's form posts.
      languages={{
        current: translations?.locale ?? 'en',
        options: languageOptions(config),
      }}
      onLanguageChange={
        hydrated
          ? (locale) =>
              quietly(
                report('language', async () => {
                  await saveLanguage(api, locale);
                  window.location.reload();
                  return null;
                }),
              )
          : undefined
      }
      onNotificationsChange={
        hydrated
          ? (notifications) =>
              quietly(
                report('notifications', async () => {
                  const saved = await account.savePreferences({ notifications });
                  return saved.message;
                }),
              )
          : undefined
      }
      onEndSession={(id) => {
        setEndingId(id);
        return quietly(
          report('sessions', async () => {
            const answer = await account.endSession(id);
            return answer.message;
          }).finally(() => setEndingId(null)),
        );
      }}
      onEndOthers={() => {
        setEndingId('others');
        return quietly(
          report('sessions', async () => {
            const answer = await account.endOtherSessions();
            return answer.message;
          }).finally(() => setEndingId(null)),
        );
      }}
      endingId={endingId}
      exportHref={`${config.apiBaseUrl}${accountPaths.export}`}
      onDownload={
        hydrated
          ? async () => {
              setDownloading(true);
              try {
                await downloadAccountArchive(api);
              } catch (failure) {
                setResults((current) => ({
                  ...current,
                  delete: { error: messageOf(failure, text.somethingWentWrong) },
                }));
              } finally {
                setDownloading(false);
              }
            }
          : undefined
      }
      downloading={downloading}
      onDelete={(password) =>
        quietly(
          report('delete', async () => {
            await account.deleteAccount(password);
            navigate(paths.login(), { replace: true });
            return null;
          }),
        )
      }
      onRetry={() => {
        void preferences.mutate();
        void sessions.mutate();
      }}
    />
  );
}
