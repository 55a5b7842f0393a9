import * as lessonContentMessages from '@lp/locales/en/lesson-content';
import { Button } from '@lp/ui';
import { CircleCheck } from '@lp/ui/icons';

/** Texts of the lesson's completion (issue 35: a course completed earns a certificate). */
export interface LessonCompletionLabels {
  /** @default 'Mark as complete' */
  markComplete: string;
  /** While the server records it. @default 'Saving...' */
  saving: string;
  /** @default 'Lesson completed' */
  completed: string;
  /** Under a quiz not yet passed. @default 'Pass the quiz to complete this lesson.' */
  passQuiz: string;
}

type LessonContentMessages = typeof lessonContentMessages.default;

/** The completion's texts from a language's messages (the `lesson-content` namespace). */
export function completionLabelsFrom(m: LessonContentMessages): LessonCompletionLabels {
  return {
    markComplete: m.markComplete,
    saving: m.saving,
    completed: m.completed,
    passQuiz: m.passQuiz,
  };
}

export const defaultLessonCompletionLabels: LessonCompletionLabels = completionLabelsFrom(
  lessonContentMessages.default,
);

/** Where the lesson stands for the learner, and how they complete it. */
export interface LessonCompletionState {
  /** The learner has completed this lesson (the server says so). */
  done: boolean;
  /** The completion is being recorded. */
  busy: boolean;
  /** Why the last attempt to record it failed. */
  error?: string;
  /** Records a lesson that is not a quiz as completed (a quiz completes when it is passed). */
  onMarkComplete: () => void;
}

/**
 * The lesson's completion: done, a 'Mark as complete' button for a lesson that is no quiz, or
 * for a quiz the note that passing it completes the lesson. A failure is said beside the
 * button, which stays to try again.
 */
export function LessonCompletion({
  state,
  quiz,
  labels,
}: {
  state: LessonCompletionState;
  quiz: boolean;
  labels: LessonCompletionLabels;
}) {
  if (state.done)
    return (
      <p
        data-slot="lesson-completion"
        data-state="done"
        className="flex items-center gap-2 font-medium text-success"
      >
        <CircleCheck aria-hidden className="size-5" />
        {labels.completed}
      </p>
    );
  return (
    <div data-slot="lesson-completion" data-state="open" className="flex flex-col gap-2">
      {quiz ? (
        <p className="text-sm text-text-muted">{labels.passQuiz}</p>
      ) : (
        <Button
          variant="outline"
          className="self-start"
          loading={state.busy}
          loadingText={labels.saving}
          onClick={state.onMarkComplete}
        >
          {labels.markComplete}
        </Button>
      )}
      {state.error && (
        <p role="alert" className="text-sm text-danger">
          {state.error}
        </p>
      )}
    </div>
  );
}
