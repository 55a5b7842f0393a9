import type { AuthoredCourse } from '@lp/contract/api';
import {
  CourseBuilderPage,
  loadBuilderSchemas,
  ResourcePageState,
  type ConflictChoice,
  type CourseDraft,
  type SaveState,
} from '@lp/patterns';
import * as appBuilderMessages from '@lp/locales/en/app-builder';
import * as courseBuilderMessages from '@lp/locales/en/course-builder';
import { Spinner, useHydrated, useMessages } from '@lp/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useActionData, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../../app-context';
import {
  authoredCourseResource,
  authoringPaths,
  draftServer,
  uploadCourseImage,
  uploadTranscript,
} from '../../data/course-authoring';
import { createCourseDraft, type CourseDraft as DraftController } from '../../data/course-draft';
import { pageStatus } from '../../data/page-status';
import { createSafeStorage } from '../../data/safe-storage';
import { paths } from '../../routes/paths';
import { withPostedDetails, type DetailsFormResult } from './builder.actions';
import { draftProblem, draftProblemTexts } from './draft-problem';

const localStore = createSafeStorage(() => globalThis.localStorage);
const storage = {
  getItem: (key: string) => localStore.readString(key),
  setItem: (key: string, value: string) => void localStore.writeString(key, value),
  removeItem: (key: string) => localStore.remove(key),
};

/** The pattern's copy of a course: the fields a save sends, and the version it was read at. */
function toDraft(course: AuthoredCourse): CourseDraft {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    difficultyLevel: course.difficultyLevel as CourseDraft['difficultyLevel'],
    estimatedDurationHours: course.estimatedDurationHours,
    language: course.language,
    imageUrl: course.imageUrl,
    isPublished: course.isPublished,
    isShared: course.isShared,
    modules: course.modules,
    version: course.version,
  };
}

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof Error ? failure.message : fallback;

/**
 * /builder/:courseId (issue 32): the course as stored, edited in place. The loader has already
 * turned another university's course into the page's 404 and someone else's into its 403.
 */
export default function BuilderCourseScreen() {
  const { courseId = '' } = useParams();
  const read = authoredCourseResource.useData(authoringPaths.course(courseId));
  const text = useMessages(appBuilderMessages);
  // Details posted before the script ran and not saved (builder.actions.ts): shown as posted.
  const sent = useActionData<DetailsFormResult | undefined>();
  return (
    <ResourcePageState
      status={pageStatus(read)}
      resource={read.data}
      loading={<Spinner label={text.loadingCourse} />}
      texts={{ error: text.loadFailed, retry: text.retry }}
      onRetry={() => void read.mutate()}
      backHref={paths.builder()}
    >
      {(course) => (
        <CourseEditor
          key={course.id}
          initial={sent ? withPostedDetails(course, sent.values) : course}
          sent={sent}
        />
      )}
    </ResourcePageState>
  );
}

function CourseEditor({
  initial,
  sent,
}: {
  initial: AuthoredCourse;
  sent: DetailsFormResult | undefined;
}) {
  const { api, config } = useAppServices();
  const hydrated = useHydrated();
  const { mutate } = useSWRConfig();
  const text = useMessages(appBuilderMessages);
  const builderText = useMessages(courseBuilderMessages);
  // The autosave checks a copy in the page's language (the draft's server outlives renders).
  const problemTexts = useRef(draftProblemTexts(builderText, text));
  useEffect(() => {
    problemTexts.current = draftProblemTexts(builderText, text);
  }, [builderText, text]);
  const courseId = initial.id;
  const [draft] = useState<DraftController>(() =>
    createCourseDraft(initial, { server: checkedServer(), storage }),
  );
  // The server draws the course as stored, and so does hydration; a copy kept in this browser
  // from an earlier visit replaces it right after (React reads the store again once hydrated).
  const [stored] = useState(() => ({
    course: initial,
    status: 'saved' as const,
    error: null,
    restored: false,
  }));
  const state = useSyncExternalStore(draft.subscribe, draft.getState, () => stored);
  /** The state the page opened with: nothing to report until something changes. */
  const [opened] = useState(draft.getState);
  const [selectedLessonId, setSelectedLessonId] = useState<string | null>(null);
  const [imageUploading, setImageUploading] = useState(false);
  const [imageError, setImageError] = useState<string>();
  const [uploadingFor, setUploadingFor] = useState<string | null>(null);
  const [transcriptErrors, setTranscriptErrors] = useState<Record<string, string>>({});
  const [uploaded, setUploaded] = useState(initial.transcripts);

  useEffect(() => {
    draft.start();
    // Leaving the page saves what waits; what cannot be sent stays in this browser's storage.
    const leave = () => void draft.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      void draft.flush();
      draft.dispose();
    };
  }, [draft]);

  /** The API's save, after the builder's own checks: a course the server would refuse waits. */
  function checkedServer() {
    const server = draftServer(api, courseId);
    return {
      load: server.load,
      async save(course: AuthoredCourse, version: number) {
        const problem = draftProblem(course, await loadBuilderSchemas(), problemTexts.current);
        if (problem) throw new Error(problem);
        const saved = await server.save(course, version);
        void mutate(authoringPaths.list);
        return saved;
      },
    };
  }

  const transcripts = useMemo(() => {
    const byId = new Map(uploaded.map((transcript) => [transcript.id, transcript.segments]));
    return Object.fromEntries(
      state.course.modules.flatMap((module) =>
        module.lessons.flatMap((lesson) => {
          const segments = lesson.transcriptId ? byId.get(lesson.transcriptId) : undefined;
          return segments ? [[lesson.id, segments] as const] : [];
        }),
      ),
    );
  }, [uploaded, state.course.modules]);

  const saveState: SaveState =
    state.status === 'failed'
      ? { status: 'failed', reason: state.error ?? '' }
      : state.status === 'conflict'
        ? { status: 'unsaved' }
        : state === opened
          ? { status: 'idle' }
          : { status: state.status };

  const edit = (next: CourseDraft) =>
    draft.edit((course) => ({ ...course, ...next, version: course.version }));

  async function chooseOnConflict(choice: ConflictChoice) {
    if (choice === 'reload') await draft.reloadTheirs();
    else await draft.keepMine();
    void mutate(authoringPaths.course(courseId), draft.getState().course, { revalidate: false });
  }

  async function chooseImage(file: File) {
    setImageUploading(true);
    setImageError(undefined);
    try {
      const { imageUrl } = await uploadCourseImage(api, courseId, file);
      draft.edit((course) => ({ ...course, imageUrl }));
    } catch (failure) {
      setImageError(messageOf(failure, text.somethingWentWrong));
    } finally {
      setImageUploading(false);
    }
  }

  async function chooseTranscript(lessonId: string, file: File) {
    setUploadingFor(lessonId);
    setTranscriptErrors(({ [lessonId]: _, ...rest }) => rest);
    try {
      const transcript = await uploadTranscript(api, courseId, file);
      setUploaded((before) => [...before, transcript]);
      draft.edit((course) => ({
        ...course,
        modules: course.modules.map((module) => ({
          ...module,
          lessons: module.lessons.map((lesson) =>
            lesson.id === lessonId ? { ...lesson, transcriptId: transcript.id } : lesson,
          ),
        })),
      }));
    } catch (failure) {
      setTranscriptErrors((before) => ({
        ...before,
        [lessonId]: messageOf(failure, text.somethingWentWrong),
      }));
    } finally {
      setUploadingFor(null);
    }
  }

  const firstLesson = state.course.modules.flatMap((module) => module.lessons)[0];
  const preview = selectedLessonId ?? firstLesson?.id;
  return (
    <CourseBuilderPage
      draft={toDraft(state.course)}
      onDraftChange={edit}
      // Before the script has run, the details post with the version read (builder.actions.ts):
      // the one the page was drawn with, so after a 409 a second post keeps this copy.
      detailsPostVersion={hydrated ? undefined : state.course.version}
      detailsFormError={sent?.error}
      detailsErrors={hydrated ? undefined : sent?.errors}
      showAllErrors={hydrated && sent !== undefined && Object.keys(sent.errors).length > 0}
      selectedLessonId={selectedLessonId}
      onSelectLesson={setSelectedLessonId}
      saveState={saveState}
      onRetrySave={() => void draft.retry()}
      conflict={state.status === 'conflict' ? { message: state.error ?? undefined } : null}
      onConflictChoice={(choice) => void chooseOnConflict(choice)}
      onPublishChange={(publish) => {
        draft.edit((course) => ({ ...course, isPublished: publish }));
        void draft.flush();
      }}
      publishing={state.status === 'saving'}
      previewHref={preview ? paths.lesson(courseId, preview) : undefined}
      exportHref={`${config.apiBaseUrl}${authoringPaths.export(courseId)}`}
      onImageSelect={(file) => void chooseImage(file)}
      imageUploading={imageUploading}
      imageError={imageError}
      transcripts={transcripts}
      onTranscriptFile={(lessonId, file) => void chooseTranscript(lessonId, file)}
      transcriptUploadingFor={uploadingFor}
      transcriptErrors={transcriptErrors}
    />
  );
}
