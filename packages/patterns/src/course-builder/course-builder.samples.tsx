import { sampleTranscriptSegments, type SimpleQuiz } from '@lp/contract';
import type { ImportReport } from '@lp/contract/api';
import { useState } from 'react';
import type { BuilderCourseSummary } from './course-builder-list';
import { CourseBuilderPage, type CourseBuilderPageProps } from './course-builder-page';
import { newLesson, newModule, type CourseDraft } from './course-draft';
import { CourseStructureEditor } from './course-structure-editor';
import type { SaveState } from './save-status';

// One source of examples for the builder's stories and tests (CONVENTIONS 11).

/** Ids made in order, so a story's new module or lesson has the same id every run. */
export function sequentialIds(prefix = 'new'): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

export const sampleQuiz: SimpleQuiz = {
  id: 'quiz-basics',
  questions: [
    {
      text: 'Which keyword declares a constant in JavaScript?',
      type: 'mcq',
      options: ['var', 'let', 'const'],
      correctAnswer: 2,
      feedback: {
        correct: 'Right: const cannot be reassigned.',
        incorrect: 'Look again at const.',
      },
    },
    {
      text: 'Which of these are primitive types?',
      type: 'multiple',
      options: ['string', 'object', 'number'],
      correctAnswer: [0, 2],
      feedback: { correct: 'Yes.', incorrect: 'Objects are not primitives.' },
    },
  ],
};

const lesson = (
  id: string,
  type: 'text' | 'video' | 'quiz',
  title: string,
  content: CourseDraft['modules'][number]['lessons'][number]['content'],
) => ({ ...newLesson(id, type, title), content });

/** A course with two modules, a lesson of each type. */
export const sampleDraft: CourseDraft = {
  title: 'JavaScript from scratch',
  description: 'Variables, functions and the DOM, with a quiz at the end of each module.',
  category: 'Programming',
  difficultyLevel: 'BEGINNER',
  estimatedDurationHours: 6,
  language: 'en',
  imageUrl: null,
  isPublished: false,
  isShared: false,
  version: 3,
  modules: [
    {
      ...newModule('module-basics', 'Basics'),
      lessons: [
        lesson(
          'lesson-variables',
          'text',
          'Variables',
          '# Variables\n\nA **variable** holds a value.\n\n- `let` can change\n- `const` cannot',
        ),
        lesson('lesson-intro-video', 'video', 'Introduction video', 'https://youtu.be/dQw4w9WgXcQ'),
        lesson('lesson-basics-quiz', 'quiz', 'Basics quiz', sampleQuiz),
      ].map((item, order) => ({ ...item, order })),
    },
    {
      ...newModule('module-functions', 'Functions'),
      lessons: [
        lesson('lesson-declaring', 'text', 'Declaring functions', 'Functions are **values**.'),
        lesson('lesson-arrows', 'text', 'Arrow functions', '`() => 42`'),
      ].map((item, order) => ({ ...item, order })),
    },
  ],
};

/** A new course: a title and nothing else yet. */
export const emptyDraft: CourseDraft = {
  ...sampleDraft,
  title: 'Untitled course',
  description: '',
  category: 'General',
  estimatedDurationHours: 0,
  version: 1,
  modules: [],
};

export const sampleTranscripts = { 'lesson-intro-video': sampleTranscriptSegments };

export const sampleSaveStates = {
  saving: { status: 'saving' },
  saved: { status: 'saved' },
  unsaved: { status: 'unsaved' },
  failed: { status: 'failed', reason: 'Network error occurred' },
} satisfies Record<string, SaveState>;

/**
 * A report as POST /courses/import answers it (issue 34): English texts with their codes, which
 * the report shows in the page's language.
 */
export const sampleImportReport: ImportReport = {
  imported: 6,
  skipped: [
    {
      title: 'Introduce yourself',
      kind: 'Discussion topic',
      kindCode: { code: 'api-course-import.kindDiscussionTopic' },
      reason: 'Discussion topics are not imported.',
      reasonCode: { code: 'api-course-import.reasonDiscussionTopic' },
    },
    {
      title: 'Accessibility FAQs',
      kind: 'Image',
      kindCode: { code: 'api-course-import.kindImage' },
      reason: '2 images stored in the cartridge left out; the alt text stays in the lesson.',
      reasonCode: { code: 'api-course-import.reasonImages', values: { count: 2 } },
    },
  ],
};

export const sampleBuilderCourses: readonly BuilderCourseSummary[] = [
  {
    id: 'course-js',
    title: 'JavaScript from scratch',
    isPublished: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    lessonCount: 5,
  },
  {
    id: 'course-data',
    title: 'Data literacy for everyone',
    isPublished: true,
    updatedAt: '2026-10-02T08:30:00.000Z',
    lessonCount: 12,
  },
  {
    id: 'course-ethics',
    title: 'Ethics of artificial intelligence: a long title that wraps on a phone screen',
    isPublished: true,
    updatedAt: '2026-09-14T16:45:00.000Z',
    lessonCount: 1,
  },
];

/** The builder page with its course held in state, as the screen holds it. */
export function CourseBuilderExample(
  props: Partial<CourseBuilderPageProps> & { initialDraft?: CourseDraft },
) {
  const { initialDraft = sampleDraft, ...rest } = props;
  const [draft, setDraft] = useState(initialDraft);
  const [selected, setSelected] = useState<string | null>(rest.selectedLessonId ?? null);
  const [createId] = useState(() => sequentialIds());
  return (
    <CourseBuilderPage
      saveState={{ status: 'saved' }}
      previewHref="/course/course-js/lesson/lesson-variables"
      exportHref="/api/v1/courses/course-js/export"
      transcripts={sampleTranscripts}
      createId={createId}
      {...rest}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        rest.onDraftChange?.(next);
      }}
      selectedLessonId={selected}
      onSelectLesson={(id) => {
        setSelected(id);
        rest.onSelectLesson?.(id);
      }}
    />
  );
}

/** The structure editor with its modules held in state. */
export function StructureExample({
  initialDraft = sampleDraft,
  onModulesChange,
}: {
  initialDraft?: CourseDraft;
  onModulesChange?: (modules: CourseDraft['modules']) => void;
}) {
  const [modules, setModules] = useState(initialDraft.modules);
  const [selected, setSelected] = useState<string | null>(null);
  const [createId] = useState(() => sequentialIds());
  return (
    <CourseStructureEditor
      modules={modules}
      onModulesChange={(next) => {
        setModules(next);
        onModulesChange?.(next);
      }}
      selectedLessonId={selected}
      onSelectLesson={setSelected}
      createId={createId}
    />
  );
}
