import type { Lesson, TranscriptSegment } from '@lp/contract';
import { Badge, Button, cn } from '@lp/ui';
import { Download, Eye } from '@lp/ui/icons';
import { useCourseBuilderTexts, type CourseBuilderTexts } from './course-builder-texts';
import { ConflictDialog, type ConflictChoice } from './conflict-dialog';
import { CourseDetailsForm } from './course-details-form';
import {
  findLesson,
  updateLesson,
  type CourseDetailsValues,
  type CourseDraft,
  type CreateId,
} from './course-draft';
import { CourseStructureEditor } from './course-structure-editor';
import type { CourseDetailsErrors } from './course-validation';
import { LessonEditor } from './lesson-editor';
import { SaveStatus, type SaveState } from './save-status';

export interface CourseBuilderPageProps {
  /** The course as edited, with the version it was loaded at. */
  draft: CourseDraft;
  /** Called with the whole course after every change; the screen autosaves it as it is. */
  onDraftChange: (draft: CourseDraft) => void;
  /** The lesson whose editor is open. @default null */
  selectedLessonId?: string | null;
  onSelectLesson?: (lessonId: string | null) => void;
  /** Where the autosave stands. */
  saveState: SaveState;
  /** Tries a failed save again. */
  onRetrySave?: () => void;
  /** A save answered 409; its message, or null when there is no conflict. @default null */
  conflict?: { message?: string } | null;
  /** The teacher's answer to the conflict. */
  onConflictChoice?: (choice: ConflictChoice) => void;
  /** Publishes (true) or takes the course back to a draft (false). */
  onPublishChange?: (publish: boolean) => void;
  /** Publish or Unpublish is on its way. @default false */
  publishing?: boolean;
  /** The lesson player, for Preview as learner. */
  previewHref?: string;
  /** The course's archive, for Export. */
  exportHref?: string;
  /** The course image chosen; the screen uploads it and sets `imageUrl`. */
  onImageSelect?: (file: File) => void;
  imageUploading?: boolean;
  imageError?: string;
  /** The details' messages from a refused save (400). */
  detailsErrors?: CourseDetailsErrors;
  /** Shows every message at once (after a refused save). @default false */
  showAllErrors?: boolean;
  /** Before the app's script has run: the details post with this version (CourseDetailsForm). */
  detailsPostVersion?: number;
  /** Why the details posted before the script ran were not saved. */
  detailsFormError?: string;
  /** Video lessons' transcripts by lesson id. @default {} */
  transcripts?: Readonly<Record<string, readonly TranscriptSegment[]>>;
  /** Called with the .vtt file chosen for a video lesson. */
  onTranscriptFile?: (lessonId: string, file: File) => void;
  /** The lesson whose transcript is uploading. @default null */
  transcriptUploadingFor?: string | null;
  /** Why a lesson's last transcript was refused, by lesson id. @default {} */
  transcriptErrors?: Readonly<Record<string, string>>;
  /** Makes the id of a new module or lesson. @default crypto.randomUUID */
  createId?: CreateId;
  /** Texts, merged over the defaults. @default defaultCourseBuilderTexts */
  texts?: Partial<CourseBuilderTexts>;
  className?: string;
}

/**
 * The Course Builder's course page (/builder/{courseId}): the header (title, Draft or Published,
 * save state, Publish, Preview as learner, Export), the details, the structure and the open
 * lesson's editor, and the conflict dialog when someone else saved first.
 */
export function CourseBuilderPage({
  draft,
  onDraftChange,
  selectedLessonId = null,
  onSelectLesson,
  saveState,
  onRetrySave,
  conflict = null,
  onConflictChoice,
  onPublishChange,
  publishing = false,
  previewHref,
  exportHref,
  onImageSelect,
  imageUploading,
  imageError,
  detailsErrors,
  showAllErrors = false,
  detailsPostVersion,
  detailsFormError,
  transcripts = {},
  onTranscriptFile,
  transcriptUploadingFor = null,
  transcriptErrors = {},
  createId,
  texts: overrides,
  className,
}: CourseBuilderPageProps) {
  const texts = useCourseBuilderTexts(overrides);
  const selected = selectedLessonId ? findLesson(draft.modules, selectedLessonId) : null;
  const lessonId = selected?.lesson.id;
  const details: CourseDetailsValues = {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    difficultyLevel: draft.difficultyLevel,
    language: draft.language,
    estimatedDurationHours: draft.estimatedDurationHours,
    imageUrl: draft.imageUrl,
  };
  const setContent = (content: Lesson['content']) => {
    if (lessonId)
      onDraftChange({ ...draft, modules: updateLesson(draft.modules, lessonId, { content }) });
  };
  return (
    <div data-slot="course-builder-page" className={cn('grid gap-8 py-6', className)}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h2 className="text-2xl font-semibold break-words text-text">
            {draft.title.trim() || texts.untitled}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant={draft.isPublished ? 'success' : 'neutral'}>
              {draft.isPublished ? texts.published : texts.draft}
            </Badge>
            <SaveStatus state={saveState} onRetry={onRetrySave} texts={texts} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {previewHref ? (
            <Button href={previewHref} variant="outline">
              <Eye aria-hidden="true" />
              {texts.previewAsLearner}
            </Button>
          ) : null}
          {exportHref ? (
            <Button href={exportHref} variant="outline" download>
              <Download aria-hidden="true" />
              {texts.export}
            </Button>
          ) : null}
          {onPublishChange ? (
            <Button
              variant={draft.isPublished ? 'outline' : 'primary'}
              loading={publishing}
              onClick={() => onPublishChange(!draft.isPublished)}
            >
              {draft.isPublished ? texts.unpublish : texts.publish}
            </Button>
          ) : null}
        </div>
      </header>
      <CourseDetailsForm
        values={details}
        onChange={(values) => onDraftChange({ ...draft, ...values })}
        onImageSelect={onImageSelect}
        imageUploading={imageUploading}
        imageError={imageError}
        errors={detailsErrors}
        showAllErrors={showAllErrors}
        postVersion={detailsPostVersion}
        formError={detailsFormError}
        texts={texts}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CourseStructureEditor
          modules={draft.modules}
          onModulesChange={(modules) => onDraftChange({ ...draft, modules })}
          selectedLessonId={lessonId ?? null}
          onSelectLesson={onSelectLesson}
          createId={createId}
          texts={texts}
        />
        <LessonEditor
          lesson={selected?.lesson ?? null}
          onContentChange={setContent}
          transcript={lessonId ? transcripts[lessonId] : undefined}
          onTranscriptFile={
            lessonId && onTranscriptFile ? (file) => onTranscriptFile(lessonId, file) : undefined
          }
          transcriptUploading={lessonId !== undefined && transcriptUploadingFor === lessonId}
          transcriptError={lessonId ? transcriptErrors[lessonId] : undefined}
          showErrors={showAllErrors}
          texts={texts}
        />
      </div>
      <ConflictDialog
        open={conflict !== null}
        message={conflict?.message}
        onChoose={(choice) => onConflictChoice?.(choice)}
        texts={texts}
      />
    </div>
  );
}
