import { Badge, Button, useNow } from '@lp/ui';
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

/** When a device was last used, in words: 'Active now', '5 minutes ago', '2 days ago'. */
export function lastUsedText(lastUsedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(lastUsedAt)) / MINUTE));
  if (minutes < 2) return 'Active now';
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Sessions: every signed-in device, with a way to sign one or all the others out. */
export function SessionsSection({
  sessions,
  result,
  onEndSession,
  onEndOthers,
  endingId = null,
}: SessionsSectionProps) {
  const now = useNow(MINUTE);
  const others = sessions.filter((session) => !session.current);
  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="The devices signed in to your account."
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
                {session.current ? <Badge variant="success">This device</Badge> : null}
              </p>
              <p className="text-sm text-text-muted">
                Last used: {lastUsedText(session.lastUsedAt, now)}
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
                  loadingText="Signing out..."
                  aria-label={`Sign out ${session.browser}, last used ${lastUsedText(session.lastUsedAt, now)}`}
                >
                  Sign Out
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
            Sign Out All Other Devices
          </Button>
        </form>
      ) : (
        <p className="text-sm text-text-muted">You are signed in on this device only.</p>
      )}
    </SettingsSection>
  );
}
