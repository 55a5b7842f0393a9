import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@lp/ui';
import { useRef } from 'react';
import { useCourseBuilderTexts, type CourseBuilderTexts } from './course-builder-texts';

/** What the teacher chose after a stale save: take the saved course, or keep theirs and save over it. */
export type ConflictChoice = 'reload' | 'keep';

export interface ConflictDialogProps {
  /** A save answered 409: the course changed since this copy was loaded. */
  open: boolean;
  /** Called with the teacher's choice; the screen does the reload or the save over. */
  onChoose: (choice: ConflictChoice) => void;
  /** The server's message, shown under the dialog's own. */
  message?: string;
  /** Texts, merged over the defaults. @default defaultCourseBuilderTexts */
  texts?: Partial<CourseBuilderTexts>;
}

/**
 * Asks what to do when someone else saved the course first. It only reports the choice: nothing
 * typed is touched here, and it cannot be dismissed without choosing.
 */
export function ConflictDialog({ open, onChoose, message, texts: overrides }: ConflictDialogProps) {
  const texts = useCourseBuilderTexts(overrides);
  // Keep my copy is focused first: an Enter pressed by habit then loses nothing.
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog open={open}>
      <AlertDialogContent
        data-slot="conflict-dialog"
        size="md"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keep.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.conflictTitle}</AlertDialogTitle>
          <AlertDialogDescription>{texts.conflictDescription}</AlertDialogDescription>
          {message ? <p className="text-sm text-text-muted">{message}</p> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => onChoose('reload')}>
            {texts.reloadTheirs}
          </AlertDialogCancel>
          <AlertDialogAction ref={keep} onClick={() => onChoose('keep')}>
            {texts.keepMine}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
