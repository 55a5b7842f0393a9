import en, * as settingsPageMessages from '@lp/locales/en/settings-page';
import { Badge, Button, useMessages, useNow } from '@lp/ui';
import { SettingsSection, type SectionResult } from './settings-section';

export interface DeviceSession {
  id: string;
  /** 'Chrome on Windows'. */
  browser: string;
  /** ISO date-time. */
  lastUsedAt: string;
  /** The device this page is open on. */
  current: boolean;
}

export interface SessionsSectionProps {
  sessions: readonly DeviceSession[];
  result?: SectionResult;
  /** Signs one device out; may return a promise. Without it, the forms post. */
  onEndSession?: (id: string) => unknown;
  /** Signs every other device out. */
  onEndOthers?: () => unknown;
  /** A device being signed out (its button shows in progress). */
  endingId?: string | null;
}

const MINUTE = 60_000;

/**
 * When a device was last used, in words: 'Active now', '5 minutes ago', '2 days ago'; in
 * English unless given the page's messages (`useMessages` of `settings-page`).
 */
export function lastUsedText(
  lastUsedAt: string,
  now: number,
  text: Pick<
    typeof settingsPageMessages.default,
    'activeNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo'
  > = en,
): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(lastUsedAt)) / MINUTE));
  if (minutes < 2) return text.activeNow;
  if (minutes < 60) return text.minutesAgo({ minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return text.hoursAgo({ hours });
  return text.daysAgo({ days: Math.floor(hours / 24) });
}

/** Sessions: every signed-in device, with a way to sign one or all the others out. */
export function SessionsSection({
  sessions,
  result,
  onEndSession,
  onEndOthers,
  endingId = null,
}: SessionsSectionProps) {
  const text = useMessages(settingsPageMessages);
  const now = useNow(MINUTE);
  const others = sessions.filter((session) => !session.current);
  return (
    <SettingsSection
      id="sessions"
      title={text.sessionsTitle}
      description={text.sessionsDescription}
      result={result}
    >
      <ul className="flex flex-col divide-y divide-border" data-slot="settings-session-list">
        {sessions.map((session) => (
          <li
            key={session.id}
            data-slot="settings-session"
            data-current={session.current || undefined}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-text">
                {session.browser}
                {session.current ? <Badge variant="success">{text.thisDevice}</Badge> : null}
              </p>
              <p className="text-sm text-text-muted">
                {text.lastUsed({ when: lastUsedText(session.lastUsedAt, now, text) })}
              </p>
            </div>
            {session.current ? null : (
              <form
                method="post"
                onSubmit={(event) => {
                  if (!onEndSession) return;
                  event.preventDefault();
                  void onEndSession(session.id);
                }}
              >
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  loading={endingId === session.id}
                  loadingText={text.signingOutLabel}
                  aria-label={text.signOutSessionLabel({
                    browser: session.browser,
                    when: lastUsedText(session.lastUsedAt, now, text),
                  })}
                >
                  {text.signOutLabel}
                </Button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <form
          method="post"
          onSubmit={(event) => {
            if (!onEndOthers) return;
            event.preventDefault();
            void onEndOthers();
          }}
        >
          <input type="hidden" name="intent" value="end-others" />
          <Button type="submit" variant="outline" loading={endingId === 'others'}>
            {text.signOutOthersLabel}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-text-muted">{text.onlyThisDevice}</p>
      )}
    </SettingsSection>
  );
}
