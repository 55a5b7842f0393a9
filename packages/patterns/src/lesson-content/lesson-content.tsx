import type { Lesson, LessonType, SimpleQuizAnswer, TranscriptSegment } from '@lp/contract';
import {
  Badge,
  preloadable,
  Skeleton,
  TextArea,
  cn,
  type MediaCaptions,
  type MediaPlayerHandle,
  type MediaPlayerLabels,
  type PlayerQuizLabels,
  type PlayerQuizResult,
  type SimpleQuizLabels,
  type TranscriptViewerLabels,
  useMessages,
} from '@lp/ui';
import * as lessonContentMessages from '@lp/locales/en/lesson-content';
import { Monitor } from '@lp/ui/icons';
import { Suspense, useId, useMemo, type ComponentProps, type ReactNode, type Ref } from 'react';
import {
  completionLabelsFrom,
  LessonCompletion,
  type LessonCompletionLabels,
  type LessonCompletionState,
} from './lesson-completion';
import { LessonMarkdown } from './lesson-markdown';
import { lessonQuiz } from './lesson-quiz';

// The media and quiz bodies are their own chunks: a text lesson does not load the media player,
// the transcript or the quizzes. Markdown stays in: text is the usual largest paint, and a
// chunk between it and the screen would cost a round trip and shift the layout.
const LessonMedia = preloadable('lesson-content/media', () =>
  import('./lesson-media').then((m) => m.LessonMedia),
);
const LessonQuizView = preloadable('lesson-content/quiz', () =>
  import('./lesson-quiz-view').then((m) => m.LessonQuizView),
);

/** Loads every lesson body's code (tests and stories; an app may call it when idle). */
export const preloadLessonContent = () =>
  Promise.all([LessonMedia.preload(), LessonQuizView.preload()]);

type PlaceholderType = 'video' | 'audio' | 'interactive_diagram' | 'code_sandbox';

/** Every text of the lesson content view; 'Key Takeaways' and 'Reflection Questions' are the spec's. */
export interface LessonContentLabels {
  /** The lesson type shown beside the duration. @default { video: 'Video', audio: 'Audio', text: 'Reading', quiz: 'Quiz', interactive_diagram: 'Interactive diagram', code_sandbox: 'Code sandbox' } */
  types: Record<LessonType, string>;
  /** Read before the duration by screen readers. @default 'Duration' */
  duration: string;
  /** The duration as shown: a string as it is, a number as minutes. @default d => typeof d === 'number' ? `${d} min` : d */
  durationText: (duration: string | number) => string;
  /** The heading of the placeholder shown instead of content that cannot play here. @default { video: 'Video', audio: 'Audio', interactive_diagram: 'Interactive diagram', code_sandbox: 'Code sandbox' } */
  placeholders: Record<PlaceholderType, string>;
  /** Shown before the content reference in a placeholder. @default 'Content reference' */
  contentReference: string;
  /** @default 'Key Takeaways' */
  keyTakeaways: string;
  /** @default 'Reflection Questions' */
  reflectionQuestions: string;
  /** Under the reflection heading (spec 1 §2.7: the answers are not saved). @default 'Your answers stay on this page and are not saved.' */
  reflectionHint: string;
  /** Shown when the lesson's content does not match its type. @default 'This lesson could not be displayed.' */
  unavailable: string;
  /** Texts of the media player. @default the player's own */
  mediaPlayer?: Partial<MediaPlayerLabels>;
  /** Texts of the transcript. @default the transcript's own */
  transcript?: Partial<TranscriptViewerLabels>;
  /** Texts of the simple quiz. @default the quiz's own */
  simpleQuiz?: Partial<SimpleQuizLabels>;
  /** Texts of the player quiz. @default the quiz's own */
  playerQuiz?: Partial<PlayerQuizLabels>;
  /** Texts of the lesson's completion. @default defaultLessonCompletionLabels */
  completion?: Partial<LessonCompletionLabels>;
}

type LessonContentMessages = typeof lessonContentMessages.default;

/** The view's texts from a language's messages (the `lesson-content` namespace). */
function contentLabelsFrom(m: LessonContentMessages): LessonContentLabels {
  return {
    types: {
      video: m.typeVideo,
      audio: m.typeAudio,
      text: m.typeText,
      quiz: m.typeQuiz,
      interactive_diagram: m.typeInteractiveDiagram,
      code_sandbox: m.typeCodeSandbox,
    },
    duration: m.duration,
    durationText: (duration) =>
      typeof duration === 'number' ? m.durationMinutes({ minutes: duration }) : duration,
    placeholders: {
      video: m.placeholderVideo,
      audio: m.placeholderAudio,
      interactive_diagram: m.placeholderInteractiveDiagram,
      code_sandbox: m.placeholderCodeSandbox,
    },
    contentReference: m.contentReference,
    keyTakeaways: m.keyTakeaways,
    reflectionQuestions: m.reflectionQuestions,
    reflectionHint: m.reflectionHint,
    unavailable: m.unavailable,
  };
}

export const defaultLessonContentLabels: LessonContentLabels = contentLabelsFrom(
  lessonContentMessages.default,
);

export interface LessonContentProps extends Omit<
  ComponentProps<'article'>,
  'children' | 'title' | 'onTimeUpdate'
> {
  /** The lesson to show (spec 1 §3). */
  lesson: Lesson;
  /** Video lessons: the transcript segments, shown beside the player. */
  transcript?: readonly TranscriptSegment[];
  /** The playable address the app resolved from the lesson's content reference; without it video and audio show a placeholder. */
  mediaSrc?: string;
  /** A captions track (WebVTT) for the player, when the app has one. */
  mediaCaptions?: MediaCaptions;
  /** Playback time in seconds, as it advances and after each seek (the app bookmarks at it). */
  onTimeUpdate?: (seconds: number) => void;
  /** A seek request in seconds, applied each time it changes (a bookmark click). @default undefined */
  seekTo?: number;
  /** Imperative player commands for the parent: seek (even to the same time twice), play, pause. */
  controlRef?: Ref<MediaPlayerHandle>;
  /** The note action of a transcript segment; without it the button is hidden. */
  onTranscriptNote?: (segment: TranscriptSegment) => void;
  /** The bookmark action of a transcript segment; without it the button is hidden. */
  onTranscriptBookmark?: (segment: TranscriptSegment) => void;
  /** Notes by segment id, previewed under the segments. @default {} */
  transcriptNotes?: Readonly<Record<string, string>>;
  /** Ids of bookmarked segments. @default [] */
  bookmarkedSegmentIds?: readonly string[];
  /** The player quiz's 'Save Results' (the app records a note); without it the button is hidden. */
  onSaveQuizResults?: (result: PlayerQuizResult) => void;
  /** The simple quiz's 'Complete Quiz', with the score and the answers in question order. */
  onQuizComplete?: (
    score: { correct: number; total: number; percent: number },
    answers: readonly SimpleQuizAnswer[],
  ) => void;
  /** The player quiz was submitted, with its result (the app records a passed quiz). */
  onSubmitQuiz?: (result: PlayerQuizResult) => void;
  /** Where the lesson stands for the learner; without it no completion is shown. */
  completion?: LessonCompletionState;
  /** Desktop puts the transcript beside the player on wide screens; mobile stacks them. @default 'desktop' */
  layout?: 'desktop' | 'mobile';
  /** Shows the lesson title as an h2 (the mobile player already shows it in its h1). @default true */
  showTitle?: boolean;
  /** Texts, merged over the defaults. @default defaultLessonContentLabels */
  labels?: Partial<LessonContentLabels>;
}

interface PlaceholderProps {
  kind: PlaceholderType;
  title: string;
  reference: string;
  referenceLabel: string;
  heading: 'h2' | 'h3';
}

/** Content the product cannot show inline yet: its kind and the reference it points to (spec 1 §2.7). */
function ContentPlaceholder({
  kind,
  title,
  reference,
  referenceLabel,
  heading: Heading,
}: PlaceholderProps) {
  return (
    <div
      data-slot="lesson-placeholder"
      data-kind={kind}
      className="grid place-content-center justify-items-center gap-2 rounded-lg border border-dashed border-border-strong bg-surface-sunken p-6 text-center data-[kind=video]:aspect-video"
    >
      <Monitor aria-hidden="true" className="size-8 text-text-muted" />
      <Heading className="text-lg font-semibold text-text">{title}</Heading>
      <p className="text-sm text-text-muted">
        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, not words */}
        {referenceLabel}:{' '}
        <code className="rounded-sm bg-surface px-1.5 py-0.5 font-mono text-text break-all">
          {reference}
        </code>
      </p>
    </div>
  );
}

/**
 * The body of the lesson player's central area (spec 1 §2.7 'Lesson content view'): the title,
 * the content by type (markdown, player and transcript, quiz, or a placeholder), the Key
 * Takeaways and the Reflection Questions. Presentational: playback time, notes, bookmarks and
 * quiz results go out through callbacks.
 */
export function LessonContent({
  lesson,
  transcript,
  mediaSrc,
  mediaCaptions,
  onTimeUpdate,
  seekTo,
  controlRef,
  onTranscriptNote,
  onTranscriptBookmark,
  transcriptNotes,
  bookmarkedSegmentIds,
  onSaveQuizResults,
  onQuizComplete,
  onSubmitQuiz,
  completion,
  layout = 'desktop',
  showTitle = true,
  labels: labelsProp,
  className,
  ...props
}: LessonContentProps) {
  const messages = useMessages(lessonContentMessages);
  const labels = useMemo(
    () => ({ ...contentLabelsFrom(messages), ...labelsProp }),
    [messages, labelsProp],
  );
  const completionLabels = useMemo(
    () => ({ ...completionLabelsFrom(messages), ...labels.completion }),
    [messages, labels.completion],
  );
  const id = useId();
  // Without the visible title the page's h1 is the lesson title, so every heading moves up one.
  const level = showTitle ? 3 : 2;
  const Heading = `h${level}` as const;
  const reference = typeof lesson.content === 'string' ? lesson.content : '';

  const placeholder = (kind: PlaceholderType) => (
    <ContentPlaceholder
      kind={kind}
      title={labels.placeholders[kind]}
      reference={reference}
      referenceLabel={labels.contentReference}
      heading={Heading}
    />
  );
  const unavailable = (
    <p role="alert" className="rounded-md border border-danger bg-danger-subtle p-4 text-danger">
      {labels.unavailable}
    </p>
  );

  let body: ReactNode;
  switch (lesson.type) {
    case 'text':
      body =
        typeof lesson.content === 'string' ? (
          <LessonMarkdown baseLevel={level}>{lesson.content}</LessonMarkdown>
        ) : (
          unavailable
        );
      break;
    case 'video':
    case 'audio':
      body = (
        <LessonMedia
          kind={lesson.type}
          title={lesson.title}
          src={mediaSrc}
          captions={mediaCaptions}
          placeholder={placeholder(lesson.type)}
          transcript={transcript}
          layout={layout}
          onTimeUpdate={onTimeUpdate}
          seekTo={seekTo}
          controlRef={controlRef}
          onTranscriptNote={onTranscriptNote}
          onTranscriptBookmark={onTranscriptBookmark}
          transcriptNotes={transcriptNotes}
          bookmarkedSegmentIds={bookmarkedSegmentIds}
          mediaLabels={labels.mediaPlayer}
          transcriptLabels={labels.transcript}
        />
      );
      break;
    case 'quiz': {
      const quiz = lessonQuiz(lesson.content);
      body =
        quiz.form === 'invalid' ? (
          unavailable
        ) : (
          <LessonQuizView
            quiz={quiz}
            simple={{
              onComplete: onQuizComplete,
              headingLevel: Heading,
              labels: labels.simpleQuiz,
            }}
            player={{
              onSaveResults: onSaveQuizResults,
              onSubmitQuiz,
              headingLevel: Heading,
              labels: labels.playerQuiz,
            }}
          />
        );
      break;
    }
    case 'interactive_diagram':
    case 'code_sandbox':
      body = placeholder(lesson.type);
      break;
  }

  return (
    <article
      data-slot="lesson-content"
      data-type={lesson.type}
      data-layout={layout}
      aria-labelledby={showTitle ? `${id}-title` : undefined}
      aria-label={showTitle ? undefined : lesson.title}
      className={cn('flex min-w-0 flex-col gap-8 text-text', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        {showTitle && (
          <h2 dir="auto" id={`${id}-title`} className="text-2xl font-semibold text-text">
            {lesson.title}
          </h2>
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm text-text-muted">
          <Badge>{labels.types[lesson.type]}</Badge>
          <span>
            {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, not words */}
            <span className="sr-only">{labels.duration}: </span>
            {labels.durationText(lesson.duration)}
          </span>
        </p>
      </header>

      {/* The body and the sections under it appear together: while a media or quiz body's
          code is on its way a skeleton stands in for all of them, so nothing already on
          screen moves when it arrives (a skeleton cannot know the player's and transcript's
          height; measured: CLS 0.24 on a phone when the takeaways were pushed down). */}
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        {/* Keyed by lesson: quiz answers and playback state never leak into the next lesson. */}
        <div key={`${lesson.id}-body`} data-slot="lesson-body" className="min-w-0">
          {body}
        </div>

        {lesson.summary.length > 0 && (
          <section aria-labelledby={`${id}-takeaways`} className="flex flex-col gap-3">
            <Heading id={`${id}-takeaways`} className="text-lg font-semibold text-text">
              {labels.keyTakeaways}
            </Heading>
            <ul className="list-disc space-y-1 ps-6 leading-7">
              {lesson.summary.map((point, i) => (
                <li key={i}>
                  {/* Isolated, not dir="auto": the bullet stays on the list's side. */}
                  <bdi>{point}</bdi>
                </li>
              ))}
            </ul>
          </section>
        )}

        {lesson.reflectionQuestions.length > 0 && (
          <section
            key={`${lesson.id}-reflection`}
            aria-labelledby={`${id}-reflection`}
            aria-describedby={`${id}-reflection-hint`}
            className="flex flex-col gap-3"
          >
            <Heading id={`${id}-reflection`} className="text-lg font-semibold text-text">
              {labels.reflectionQuestions}
            </Heading>
            <p id={`${id}-reflection-hint`} className="text-sm text-text-muted">
              {labels.reflectionHint}
            </p>
            {/* Free text that lives only in these boxes: nothing is saved (spec 1 §2.7). */}
            <ol className="flex flex-col gap-4">
              {lesson.reflectionQuestions.map((question, i) => (
                <li key={i}>
                  <TextArea label={question} rows={3} />
                </li>
              ))}
            </ol>
          </section>
        )}
      </Suspense>

      {completion && (
        <LessonCompletion
          state={completion}
          quiz={lesson.type === 'quiz'}
          labels={completionLabels}
        />
      )}
    </article>
  );
}
