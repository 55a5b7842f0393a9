import * as settingsPageMessages from '@lp/locales/en/settings-page';
import { Banner, Button, cn, Skeleton, useMessages } from '@lp/ui';
import type { ComponentProps, ReactNode } from 'react';
import { AppearanceSection, type ColorModeChoice } from './appearance-section';
import { DataSection } from './data-section';
import { LanguageSection } from './language-section';
import { NotificationsSection, type NotificationChoices } from './notifications-section';
import { PasswordSection, type PasswordValues } from './password-section';
import { SessionsSection, type DeviceSession } from './sessions-section';
import type { SectionResult } from './settings-section';

/** The sections whose forms report a result. */
export type SettingsSectionId =
  'password' | 'appearance' | 'language' | 'notifications' | 'sessions' | 'delete';

export interface SettingsPageProps extends Omit<ComponentProps<'div'>, 'title' | 'results'> {
  /** Whether the preferences and devices have arrived. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Needed when ready. */
  preferences?: { colorMode: ColorModeChoice; notifications: NotificationChoices };
  /** Needed when ready. */
  sessions?: readonly DeviceSession[];
  /** Each section's last notice or message. */
  results?: Partial<Record<SettingsSectionId, SectionResult>>;
  /** Hides Password for an account that signs in only through the university. @default true */
  showPassword?: boolean;
  onChangePassword?: (values: PasswordValues) => unknown;
  onColorModeChange?: (mode: ColorModeChoice) => unknown;
  /**
   * The page's language and the university's (issue 34). Absent, or only one offered: no
   * Language section.
   */
  languages?: { current: string; options: ReadonlyArray<{ code: string; name: string }> };
  onLanguageChange?: (code: string) => unknown;
  onNotificationsChange?: (choices: NotificationChoices) => unknown;
  onEndSession?: (id: string) => unknown;
  onEndOthers?: () => unknown;
  /** The device being signed out, or 'others'. */
  endingId?: string | null;
  exportHref: string;
  onDownload?: () => unknown;
  downloading?: boolean;
  onDelete?: (password: string) => unknown;
  onRetry?: () => void;
  /** @default 'Settings' */
  title?: ReactNode;
}

/** /settings: Password, Appearance, Notifications, Sessions and Your data, each its own section. */
export function SettingsPage(allProps: SettingsPageProps) {
  const text = useMessages(settingsPageMessages);
  const {
    status = 'ready',
    preferences,
    sessions,
    results = {},
    showPassword = true,
    onChangePassword,
    onColorModeChange,
    languages,
    onLanguageChange,
    onNotificationsChange,
    onEndSession,
    onEndOthers,
    endingId,
    exportHref,
    onDownload,
    downloading,
    onDelete,
    onRetry,
    title = text.title,
    className,
    ...props
  } = allProps;
  const ready = status === 'ready' && preferences && sessions;
  return (
    <div
      data-slot="settings-page"
      data-state={status}
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6 py-6', className)}
      {...props}
    >
      <h2 className="text-2xl font-semibold text-text">{title}</h2>
      {showPassword ? (
        <PasswordSection result={results.password} onSubmit={onChangePassword} />
      ) : null}
      {ready ? (
        <>
          <AppearanceSection
            colorMode={preferences.colorMode}
            result={results.appearance}
            onColorModeChange={onColorModeChange}
          />
          {languages && languages.options.length > 1 ? (
            <LanguageSection
              current={languages.current}
              options={languages.options}
              result={results.language}
              onLanguageChange={onLanguageChange}
            />
          ) : null}
          <NotificationsSection
            notifications={preferences.notifications}
            result={results.notifications}
            onNotificationsChange={onNotificationsChange}
          />
          <SessionsSection
            sessions={sessions}
            result={results.sessions}
            onEndSession={onEndSession}
            onEndOthers={onEndOthers}
            endingId={endingId}
          />
        </>
      ) : status === 'error' ? (
        <Banner
          variant="error"
          title={text.loadError}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {text.retryLabel}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div aria-busy="true" data-slot="settings-loading" className="flex flex-col gap-6">
          <span className="sr-only" role="status">
            {text.loading}
          </span>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      )}
      <DataSection
        exportHref={exportHref}
        onDownload={onDownload}
        downloading={downloading}
        onDelete={onDelete}
        result={results.delete}
      />
    </div>
  );
}
