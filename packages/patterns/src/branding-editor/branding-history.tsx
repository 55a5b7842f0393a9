import type { BrandingVersion } from '@lp/contract/api';
import * as brandingEditorMessages from '@lp/locales/en/branding-editor';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Banner,
  Button,
  useMessages,
} from '@lp/ui';
import { RotateCcw } from '@lp/ui/icons';
import { useId, useState } from 'react';
import { thrownMessage, useRowAction } from '../row-action';
import type { BrandingEditorTexts } from './branding-editor-texts';

export interface BrandingHistoryProps {
  /** Newest first; the first is the stored branding once saved. */
  versions: readonly BrandingVersion[];
  onRestore: (versionId: string) => Promise<void>;
  /** Formats a version's savedAt for people. */
  formatDate: (iso: string) => string;
  /** Restoring is blocked while a save runs. */
  disabled?: boolean;
  /** The version whose restore dialog starts open (stories). */
  defaultConfirming?: string;
  texts: BrandingEditorTexts;
}

/**
 * Who changed the branding last and when, 'Restore previous version' (the second newest), and
 * the older versions in a disclosure, each with Restore. Every restore asks first.
 */
export function BrandingHistory({
  versions,
  onRestore,
  formatDate,
  disabled,
  defaultConfirming,
  texts,
}: BrandingHistoryProps) {
  const [confirming, setConfirming] = useState<BrandingVersion | null>(
    () => versions.find((version) => version.id === defaultConfirming) ?? null,
  );
  const text = useMessages(brandingEditorMessages);
  const restoring = useRowAction<BrandingVersion>();
  const busy = restoring.pending !== null;
  const failure = restoring.failure
    ? (thrownMessage(restoring.failure.error) ?? texts.restoreFailed)
    : null;
  const listId = useId();
  const [latest, previous] = versions;
  const nameOf = (version: BrandingVersion) => version.savedBy?.name ?? texts.someone;

  const restore = () => {
    if (!confirming) return;
    void restoring.run(confirming, async () => {
      await onRestore(confirming.id);
      setConfirming(null);
    });
  };

  return (
    <section
      data-slot="branding-history"
      aria-labelledby={`${listId}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id={`${listId}-title`} className="font-semibold">
        {texts.history}
      </h3>
      <p data-slot="branding-last-change" className="text-sm text-text-muted">
        {!latest
          ? texts.neverChanged
          : latest.savedBy
            ? texts.lastChanged(latest.savedBy.name, formatDate(latest.savedAt))
            : texts.lastChangedUnknown(formatDate(latest.savedAt))}
      </p>
      {previous ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => setConfirming(previous)}
          >
            <RotateCcw aria-hidden="true" />
            {texts.restorePrevious}
          </Button>
        </div>
      ) : null}
      {versions.length > 1 ? (
        <details data-slot="branding-versions" className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {texts.versionHistory}
          </summary>
          <ol className="mt-2 flex flex-col gap-2">
            {versions.map((version, index) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2"
              >
                <span className="min-w-0 break-words">
                  {texts.versionLine(nameOf(version), formatDate(version.savedAt))}
                  {version.restoredFrom
                    ? text.restoredNote({ restoredFrom: texts.restoredFrom })
                    : null}
                </span>
                {index === 0 ? (
                  <span className="text-text-muted">{texts.current}</span>
                ) : (
                  <Button
                    variant="ghost"
                    size="xs"
                    disabled={disabled}
                    aria-label={texts.restoreVersion(formatDate(version.savedAt))}
                    onClick={() => setConfirming(version)}
                  >
                    {texts.restore}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (open || restoring.isRunning()) return;
          restoring.clearFailure();
          setConfirming(null);
        }}
      >
        <AlertDialogContent data-slot="branding-restore-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>{texts.restoreTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming ? texts.restoreQuestion(formatDate(confirming.savedAt)) : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {failure ? <Banner variant="error">{failure}</Banner> : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{texts.cancel}</AlertDialogCancel>
            <Button loading={busy} loadingText={texts.restoring} onClick={restore}>
              <RotateCcw aria-hidden="true" />
              {texts.restoreAction}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
