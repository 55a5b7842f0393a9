import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Banner,
  Button,
  SimpleTooltip,
  buttonVariants,
} from '@lp/ui';
import { Ban, Download, MessageCircle, X } from '@lp/ui/icons';
import { useId, useState } from 'react';
import { thrownMessage, useRowAction } from '../row-action';
import type { UserManagementTexts } from './user-management-texts';

export interface UserBulkBarProps {
  /** How many users are selected. */
  count: number;
  /** Downloads the selected users as CSV. */
  onExport: () => void;
  /** Suspends the selected users; rejects when the server refused. */
  onSuspend: () => Promise<void>;
  onClear: () => void;
  /** Opens the Suspend confirmation on the first render (stories). @default false */
  defaultConfirmOpen?: boolean;
  texts: UserManagementTexts;
}

/**
 * The bar over the table while users are selected (spec 2 §2.15): Message (not available yet,
 * and says so), Export (a CSV of the selection, made in the browser) and Suspend (confirmed).
 */
export function UserBulkBar({
  count,
  onExport,
  onSuspend,
  onClear,
  defaultConfirmOpen = false,
  texts,
}: UserBulkBarProps) {
  const noteId = useId();
  const [confirming, setConfirming] = useState(defaultConfirmOpen);
  // One suspend at a time: a double press cannot suspend twice.
  const suspension = useRowAction();
  const busy = suspension.pending !== null;
  const failure = suspension.failure;

  const confirm = () =>
    void suspension.run(true, async () => {
      await onSuspend();
      setConfirming(false);
    });

  return (
    <div
      role="group"
      aria-label={texts.bulkLabel}
      data-slot="user-bulk-bar"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary bg-primary-subtle px-4 py-2 text-sm text-text"
    >
      <span data-slot="user-selected-count" className="font-medium" aria-live="polite">
        {texts.selectedCount(count)}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <SimpleTooltip content={texts.messageUnavailable}>
          {/* Not ui's Button, which sets aria-disabled only while loading: this one stays
              focusable so its tooltip and note reach keyboard and screen reader users. */}
          <button
            type="button"
            data-slot="user-message"
            aria-disabled="true"
            aria-describedby={noteId}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <MessageCircle aria-hidden="true" />
            {texts.message}
          </button>
        </SimpleTooltip>
        <span id={noteId} hidden>
          {texts.messageUnavailable}
        </span>
        <Button size="sm" variant="outline" onClick={onExport}>
          <Download aria-hidden="true" />
          {texts.exportCsv}
        </Button>
        <AlertDialog
          open={confirming}
          onOpenChange={(open) => {
            if (busy) return;
            setConfirming(open);
            if (open) suspension.clearFailure();
          }}
        >
          <AlertDialogTrigger asChild>
            <Button size="sm" variant="destructive">
              <Ban aria-hidden="true" />
              {texts.suspend}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent data-slot="user-suspend-confirm">
            <AlertDialogHeader>
              <AlertDialogTitle>{texts.suspendTitle(count)}</AlertDialogTitle>
              <AlertDialogDescription>{texts.suspendDescription}</AlertDialogDescription>
            </AlertDialogHeader>
            {failure ? (
              <Banner variant="error" title={texts.suspendFailed} data-slot="user-suspend-failed">
                {thrownMessage(failure.error)}
              </Banner>
            ) : null}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{texts.cancel}</AlertDialogCancel>
              <Button
                variant="destructive"
                loading={busy}
                loadingText={texts.suspending}
                onClick={confirm}
              >
                {texts.suspendConfirm}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          {texts.clearSelection}
        </Button>
      </div>
    </div>
  );
}
