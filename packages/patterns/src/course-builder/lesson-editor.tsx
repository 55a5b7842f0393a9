import type { Lesson, TranscriptSegment } from '@lp/contract';
import { Badge, EmptyState, cn } from '@lp/ui';
import { useId } from 'react';
import { useCourseBuilderTexts, type CourseBuilderTexts } from './course-builder-texts';
import { lessonTypeName } from './lesson-row';
import { QuizLessonEditor } from './quiz-lesson-editor';
import { asSimpleQuiz } from './quiz-draft';
import { TextLessonEditor } from './text-lesson-editor';
import { VideoLessonEditor } from './video-lesson-editor';

export interface LessonEditorProps {
  /** The lesson being edited; null shows a hint to choose one. */
  lesson: Lesson | null;
  /** Called with the lesson's new content. */
  onContentChange: (content: Lesson['content']) => void;
  /** A video lesson's transcript, once uploaded. @default [] */
  transcript?: readonly TranscriptSegment[];
  /** Called with the .vtt file chosen for a video lesson. */
  onTranscriptFile?: (file: File) => void;
  /** The transcript is uploading. @default false */
  transcriptUploading?: boolean;
  /** Why the last transcript was refused. */
  transcriptError?: string;
  /** Shows every message at once (after a refused save). @default false */
  showErrors?: boolean;
  /** Texts, merged over the defaults. @default defaultCourseBuilderTexts */
  texts?: Partial<CourseBuilderTexts>;
  className?: string;
}

/** The editor of the selected lesson, chosen by its type: text, video or quiz. */
export function LessonEditor({
  lesson,
  onContentChange,
  transcript,
  onTranscriptFile,
  transcriptUploading,
  transcriptError,
  showErrors = false,
  texts: overrides,
  className,
}: LessonEditorProps) {
  const texts = useCourseBuilderTexts(overrides);
  const headingId = useId();
  if (!lesson) {
    return (
      <section data-slot="lesson-editor" aria-label={texts.noLessonSelected} className={className}>
        <EmptyState title={texts.noLessonSelected} hint={texts.noLessonSelectedHint} />
      </section>
    );
  }
  const content = typeof lesson.content === 'string' ? lesson.content : '';
  return (
    <section
      data-slot="lesson-editor"
      data-type={lesson.type}
      aria-labelledby={headingId}
      className={cn('grid content-start gap-4', className)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-text">
          {texts.lessonEditorHeading(lesson.title)}
        </h2>
        <Badge>{lessonTypeName(lesson.type, texts)}</Badge>
      </div>
      {lesson.type === 'video' ? (
        <VideoLessonEditor
          // A new lesson starts with its address not yet left.
          key={lesson.id}
          value={content}
          onChange={onContentChange}
          transcript={transcript}
          onTranscriptFile={onTranscriptFile}
          transcriptUploading={transcriptUploading}
          transcriptError={transcriptError}
          showErrors={showErrors}
          texts={texts}
        />
      ) : lesson.type === 'quiz' ? (
        <QuizLessonEditor
          key={lesson.id}
          value={asSimpleQuiz(lesson.content, `${lesson.id}-quiz`)}
          onChange={onContentChange}
          showErrors={showErrors}
          texts={texts}
        />
      ) : lesson.type === 'text' ? (
        <TextLessonEditor
          key={lesson.id}
          value={content}
          onChange={onContentChange}
          texts={texts}
        />
      ) : (
        <p className="text-sm text-text-muted">{texts.unsupportedType}</p>
      )}
    </section>
  );
}
