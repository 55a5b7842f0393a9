import * as settingsPageMessages from '@lp/locales/en/settings-page';
import { Button, buttonVariants, PasswordField, useMessages } from '@lp/ui';
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
  const text = useMessages(settingsPageMessages);
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
      title={text.dataTitle}
      description={text.dataDescription}
      result={result}
      danger
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm text-text">{text.dataSummary}</p>
        <p data-slot="browser-data-note" className="text-sm text-text-muted">
          {onDownload ? text.browserDataNote : text.browserDataNoteBeforeScript}
        </p>
        <div>
          {onDownload ? (
            <Button
              variant="outline"
              loading={downloading}
              loadingText={text.preparingLabel}
              onClick={() => void onDownload()}
            >
              {text.downloadLabel}
            </Button>
          ) : (
            <a href={exportHref} download className={buttonVariants({ variant: 'outline' })}>
              {text.downloadLabel}
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
        <p className="text-sm text-text">{text.deleteWarning}</p>
        <PasswordField
          label={text.deletePasswordLabel}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(false);
          }}
          error={missing ? text.passwordRequired : undefined}
        />
        <div>
          <Button
            type="submit"
            variant="destructive"
            loading={busy}
            loadingText={text.deletingLabel}
          >
            {text.deleteLabel}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
