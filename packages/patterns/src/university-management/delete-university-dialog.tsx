import type { University } from '@lp/contract';
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
} from '@lp/ui';
import { Trash2 } from '@lp/ui/icons';
import { useRowAction } from '../row-action';
import { refusalOf } from './use-university-form';
import type { UniversityListTexts } from './university-management-texts';

export interface DeleteUniversityDialogProps {
  /** The university to delete (kept after closing, so the text stays while the dialog leaves). */
  university: University | null;
  /** The dialog is open. */
  open: boolean;
  /** Deletes it; a rejection's message shows in the dialog, which stays open. */
  onDelete: (id: string) => Promise<void>;
  /** Cancel or Escape (not while the delete runs). */
  onCancel: () => void;
  /** The delete succeeded. */
  onDeleted: (university: University) => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseFocus: () => void;
  texts: Pick<
    UniversityListTexts,
    'deleteTitle' | 'deleteQuestion' | 'deleteAction' | 'deleting' | 'cancel' | 'deleteFailed'
  >;
}

/**
 * The delete confirmation of university management (spec 2 §2.11, §5): 'Are you sure you want
 * to delete {name}? This action cannot be undone.' Delete stays busy until the app answers; a
 * refusal is shown in the dialog, which stays open so the admin can try again or cancel.
 */
export function DeleteUniversityDialog({
  university,
  open,
  onDelete,
  onCancel,
  onDeleted,
  onCloseFocus,
  texts,
}: DeleteUniversityDialogProps) {
  // One delete at a time: a second press before the re-render cannot delete twice.
  const deletion = useRowAction<University>();
  const busy = deletion.pending !== null;
  const failure = deletion.failure
    ? (refusalOf(deletion.failure.error).message ?? texts.deleteFailed)
    : null;

  const confirm = () => {
    if (!university || !open) return;
    void deletion.run(university, async () => {
      await onDelete(university.id);
      onDeleted(university);
    });
  };

  return (
    <AlertDialog
      open={open && university !== null}
      onOpenChange={(open) => {
        if (open || deletion.isRunning()) return;
        deletion.clearFailure();
        onCancel();
      }}
    >
      <AlertDialogContent
        data-slot="delete-university-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {university ? texts.deleteQuestion(university.name) : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {failure ? (
          <Banner variant="error" data-slot="delete-university-error">
            {failure}
          </Banner>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{texts.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            loading={busy}
            loadingText={texts.deleting}
            onClick={confirm}
          >
            <Trash2 aria-hidden="true" />
            {texts.deleteAction}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
