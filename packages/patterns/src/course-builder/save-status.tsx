import { Button, Spinner, cn } from '@lp/ui';
import { Check, CircleAlert, RotateCcw } from '@lp/ui/icons';
import { useCourseBuilderTexts, type CourseBuilderTexts } from './course-builder-texts';

/** Where the autosave stands. */
export type SaveState =
  | { status: 'idle' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; reason: string };

export interface SaveStatusProps {
  state: SaveState;
  /** Tries the failed save again. */
  onRetry?: () => void;
  /** Texts, merged over the defaults. @default defaultCourseBuilderTexts */
  texts?: Partial<CourseBuilderTexts>;
  className?: string;
}

/**
 * The autosave's state: Saving…, Saved, or Not saved with the reason and a Retry. The words are
 * a polite live region, so a screen reader hears each change without losing its place; Retry
 * sits outside it, so it is not read again with every change.
 */
export function SaveStatus({ state, onRetry, texts: overrides, className }: SaveStatusProps) {
  const texts = useCourseBuilderTexts(overrides);
  const words = {
    idle: '',
    unsaved: texts.unsavedChanges,
    saving: texts.saving,
    saved: texts.saved,
    failed: state.status === 'failed' ? texts.notSaved(state.reason) : '',
  }[state.status];
  return (
    <div
      data-slot="save-status"
      data-status={state.status}
      className={cn('flex min-h-8 flex-wrap items-center gap-2 text-sm', className)}
    >
      <p
        role="status"
        className="flex items-center gap-1.5 text-text-muted data-[status=failed]:text-danger"
        data-status={state.status}
      >
        {state.status === 'saving' ? <Spinner size="sm" /> : null}
        {state.status === 'saved' ? (
          <Check aria-hidden="true" className="size-4 text-success" />
        ) : null}
        {state.status === 'failed' ? <CircleAlert aria-hidden="true" className="size-4" /> : null}
        <span>{words}</span>
      </p>
      {state.status === 'failed' && onRetry ? (
        <Button variant="outline" size="xs" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {texts.retry}
        </Button>
      ) : null}
    </div>
  );
}
