import { Button, buttonVariants, PasswordField } from '@lp/ui';
import { useState, type FormEvent } from 'react';
import { SettingsSection, type SectionResult } from './settings-section';

export interface DataSectionProps {
  /** Where the archive downloads from without the script (the API's export). */
  exportHref: string;
  /** Downloads the archive (the app adds what only this browser keeps). Without it, a link. */
  onDownload?: () => unknown;
  /** The archive is being prepared. @default false */
  downloading?: boolean;
  /** Deletes the account with the password; may return a promise. Without it, the form posts. */
  onDelete?: (password: string) => unknown;
  result?: SectionResult;
}

/** Your data: the archive of the person's data, and deleting the account. */
export function DataSection({
  exportHref,
  onDownload,
  downloading = false,
  onDelete,
  result,
}: DataSectionProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!onDelete) return; // before the script: the form posts
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onDelete(password);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="your-data"
      title="Your data"
      description="Download a copy of your data, or delete your account."
      result={result}
      danger
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm text-text">
          A JSON file with your profile, enrolments, progress, notes, bookmarks and calendar events.
        </p>
        <p data-slot="browser-data-note" className="text-sm text-text-muted">
          {onDownload
            ? 'Your notes and bookmarks are kept in this browser: the file has the ones saved here.'
            : 'Your notes and bookmarks are kept in this browser: once the page has loaded with JavaScript, the file has them too.'}
        </p>
        <div>
          {onDownload ? (
            <Button
              variant="outline"
              loading={downloading}
              loadingText="Preparing..."
              onClick={() => void onDownload()}
            >
              Download Your Data
            </Button>
          ) : (
            <a href={exportHref} download className={buttonVariants({ variant: 'outline' })}>
              Download Your Data
            </a>
          )}
        </div>
      </div>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="flex max-w-md flex-col gap-4 border-t border-border pt-4"
      >
        <input type="hidden" name="intent" value="delete" />
        <p className="text-sm text-text">
          Deleting your account removes your profile, enrolments, progress and calendar. It cannot
          be undone.
        </p>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
          }}
          error={missing ? 'Password is required' : undefined}
        />
        <div>
          <Button type="submit" variant="destructive" loading={busy} loadingText="Deleting...">
            Delete Account
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
