import type { LessonType } from '@lp/contract';
import * as courseBuilderMessages from '@lp/locales/en/course-builder';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';

// The builder's visible texts. The spec is silent on the builder's screens (issue 32 names
// them), so these are plain English; the level names are the spec's (course display mapping).
// A deployment overrides any of them through a pattern's `texts`.

/** The lesson types a teacher can add in the builder. */
export const builderLessonTypes = [
  'text',
  'video',
  'quiz',
] as const satisfies readonly LessonType[];
export type BuilderLessonType = (typeof builderLessonTypes)[number];

export interface CourseBuilderTexts {
  // Course details
  detailsHeading: string;
  title: string;
  description: string;
  category: string;
  level: string;
  language: string;
  duration: string;
  durationHint: string;
  /** Shown when the duration is not a number. */
  durationInvalid: string;
  image: string;
  imageHint: string;
  imagePreview: string;
  noImage: string;
  imageUploading: string;
  /** The details form's button before the app's script has run. */
  saveDetails: string;
  // Structure
  structureHeading: string;
  structureEmpty: string;
  structureEmptyHint: string;
  addModule: string;
  /** The title a new module starts with. */
  newModuleTitle: (position: number) => string;
  moduleTitle: string;
  lessonTitle: string;
  /** The title a new lesson starts with. */
  newLessonTitle: (type: BuilderLessonType) => string;
  addLesson: string;
  lessonType: string;
  lessonTypes: Record<BuilderLessonType, string>;
  moduleEmpty: string;
  dragModule: (title: string) => string;
  dragLesson: (title: string) => string;
  moduleActions: (title: string) => string;
  lessonActions: (title: string) => string;
  moveUp: string;
  moveDown: string;
  moveToModule: string;
  editLesson: (title: string) => string;
  deleteModule: (title: string) => string;
  deleteLesson: (title: string) => string;
  deleteModuleTitle: string;
  deleteModuleDescription: (title: string, lessons: number) => string;
  deleteLessonTitle: string;
  deleteLessonDescription: (title: string) => string;
  deleteConfirm: string;
  cancel: string;
  /** Announced after a module moved. */
  movedModule: (title: string, position: number, count: number) => string;
  /** Announced after a lesson moved, within or across modules. */
  movedLesson: (title: string, position: number, count: number, module: string) => string;
  /** Announced while dragging. */
  pickedUp: (title: string, position: number, count: number) => string;
  draggingOver: (title: string, position: number, count: number) => string;
  dragCancelled: (title: string) => string;
  /** How to drag by keyboard, read with each drag handle. */
  dragInstructions: string;
  deletedModule: (title: string) => string;
  deletedLesson: (title: string) => string;
  // Lesson editors
  lessonEditorHeading: (title: string) => string;
  noLessonSelected: string;
  noLessonSelectedHint: string;
  /** A lesson of a type the builder has no editor for (audio, diagrams, sandboxes). */
  unsupportedType: string;
  markdown: string;
  write: string;
  preview: string;
  previewEmpty: string;
  toolbar: string;
  bold: string;
  italic: string;
  heading: string;
  bulletList: string;
  link: string;
  videoAddress: string;
  videoAddressHint: string;
  videoAddressInvalid: string;
  transcript: string;
  transcriptHint: string;
  transcriptUploading: string;
  transcriptNone: string;
  questions: string;
  question: (position: number) => string;
  questionText: string;
  answerKind: string;
  singleAnswer: string;
  multipleAnswers: string;
  options: string;
  option: (position: number) => string;
  correctOption: (position: number) => string;
  removeOption: (position: number) => string;
  addOption: string;
  feedbackCorrect: string;
  feedbackIncorrect: string;
  addQuestion: string;
  removeQuestion: (position: number) => string;
  quizErrors: {
    noQuestions: string;
    questionText: string;
    tooFewOptions: string;
    optionText: string;
    markCorrect: string;
  };
  // Saving
  saving: string;
  saved: string;
  notSaved: (reason: string) => string;
  unsavedChanges: string;
  retry: string;
  conflictTitle: string;
  conflictDescription: string;
  reloadTheirs: string;
  keepMine: string;
  // Page header
  draft: string;
  published: string;
  publish: string;
  unpublish: string;
  previewAsLearner: string;
  export: string;
  untitled: string;
  // The list of courses
  listHeading: string;
  listIntro: string;
  newCourse: string;
  importCourse: string;
  importHint: string;
  importButton: string;
  importing: string;
  columnTitle: string;
  columnStatus: string;
  columnUpdated: string;
  columnLessons: string;
  lessonsCount: (count: number) => string;
  listEmpty: string;
  listEmptyHint: string;
  listLoading: string;
  listError: string;
}

type CourseBuilderMessages = typeof courseBuilderMessages.default;

/** The texts from a language's messages (the compiled `course-builder` namespace). */
function textsFrom(m: CourseBuilderMessages): CourseBuilderTexts {
  return {
    detailsHeading: m.detailsHeading,
    title: m.title,
    description: m.description,
    category: m.category,
    level: m.level,
    language: m.language,
    duration: m.duration,
    durationHint: m.durationHint,
    durationInvalid: m.durationInvalid,
    image: m.image,
    imageHint: m.imageHint,
    imagePreview: m.imagePreview,
    noImage: m.noImage,
    imageUploading: m.imageUploading,
    saveDetails: m.saveDetails,
    structureHeading: m.structureHeading,
    structureEmpty: m.structureEmpty,
    structureEmptyHint: m.structureEmptyHint,
    addModule: m.addModule,
    moduleTitle: m.moduleTitle,
    lessonTitle: m.lessonTitle,
    addLesson: m.addLesson,
    lessonType: m.lessonType,
    moduleEmpty: m.moduleEmpty,
    moveUp: m.moveUp,
    moveDown: m.moveDown,
    moveToModule: m.moveToModule,
    deleteModuleTitle: m.deleteModuleTitle,
    deleteLessonTitle: m.deleteLessonTitle,
    deleteConfirm: m.deleteConfirm,
    cancel: m.cancel,
    dragInstructions: m.dragInstructions,
    noLessonSelected: m.noLessonSelected,
    noLessonSelectedHint: m.noLessonSelectedHint,
    unsupportedType: m.unsupportedType,
    markdown: m.markdown,
    write: m.write,
    preview: m.preview,
    previewEmpty: m.previewEmpty,
    toolbar: m.toolbar,
    bold: m.bold,
    italic: m.italic,
    heading: m.heading,
    bulletList: m.bulletList,
    link: m.link,
    videoAddress: m.videoAddress,
    videoAddressHint: m.videoAddressHint,
    videoAddressInvalid: m.videoAddressInvalid,
    transcript: m.transcript,
    transcriptHint: m.transcriptHint,
    transcriptUploading: m.transcriptUploading,
    transcriptNone: m.transcriptNone,
    questions: m.questions,
    questionText: m.questionText,
    answerKind: m.answerKind,
    singleAnswer: m.singleAnswer,
    multipleAnswers: m.multipleAnswers,
    options: m.options,
    addOption: m.addOption,
    feedbackCorrect: m.feedbackCorrect,
    feedbackIncorrect: m.feedbackIncorrect,
    addQuestion: m.addQuestion,
    saving: m.saving,
    saved: m.saved,
    unsavedChanges: m.unsavedChanges,
    retry: m.retry,
    conflictTitle: m.conflictTitle,
    conflictDescription: m.conflictDescription,
    reloadTheirs: m.reloadTheirs,
    keepMine: m.keepMine,
    draft: m.draft,
    published: m.published,
    publish: m.publish,
    unpublish: m.unpublish,
    previewAsLearner: m.previewAsLearner,
    export: m.export,
    untitled: m.untitled,
    listHeading: m.listHeading,
    listIntro: m.listIntro,
    newCourse: m.newCourse,
    importCourse: m.importCourse,
    importHint: m.importHint,
    importButton: m.importButton,
    importing: m.importing,
    columnTitle: m.columnTitle,
    columnStatus: m.columnStatus,
    columnUpdated: m.columnUpdated,
    columnLessons: m.columnLessons,
    listEmpty: m.listEmpty,
    listEmptyHint: m.listEmptyHint,
    listLoading: m.listLoading,
    listError: m.listError,
    newModuleTitle: (position) => m.newModuleTitle({ position }),
    newLessonTitle: (type) => m.newLessonTitle({ type }),
    lessonTypes: { text: m.lessonTypeText, video: m.lessonTypeVideo, quiz: m.lessonTypeQuiz },
    dragModule: (title) => m.dragModule({ title }),
    dragLesson: (title) => m.dragLesson({ title }),
    moduleActions: (title) => m.moduleActions({ title }),
    lessonActions: (title) => m.lessonActions({ title }),
    editLesson: (title) => m.editLesson({ title }),
    deleteModule: (title) => m.deleteModule({ title }),
    deleteLesson: (title) => m.deleteLesson({ title }),
    deleteModuleDescription: (title, lessons) => m.deleteModuleDescription({ title, lessons }),
    deleteLessonDescription: (title) => m.deleteLessonDescription({ title }),
    movedModule: (title, position, count) => m.movedModule({ title, position, count }),
    movedLesson: (title, position, count, module) =>
      m.movedLesson({ title, position, count, module }),
    pickedUp: (title, position, count) => m.pickedUp({ title, position, count }),
    draggingOver: (title, position, count) => m.draggingOver({ title, position, count }),
    dragCancelled: (title) => m.dragCancelled({ title }),
    deletedModule: (title) => m.deletedModule({ title }),
    deletedLesson: (title) => m.deletedLesson({ title }),
    lessonEditorHeading: (title) => m.lessonEditorHeading({ title }),
    question: (position) => m.question({ position }),
    option: (position) => m.option({ position }),
    correctOption: (position) => m.correctOption({ position }),
    removeOption: (position) => m.removeOption({ position }),
    removeQuestion: (position) => m.removeQuestion({ position }),
    quizErrors: {
      noQuestions: m.quizErrorNoQuestions,
      questionText: m.quizErrorQuestionText,
      tooFewOptions: m.quizErrorTooFewOptions,
      optionText: m.quizErrorOptionText,
      markCorrect: m.quizErrorMarkCorrect,
    },
    notSaved: (reason) => m.notSaved({ reason }),
    lessonsCount: (count) => m.lessonsCount({ count }),
  };
}

export const defaultCourseBuilderTexts: CourseBuilderTexts = textsFrom(
  courseBuilderMessages.default,
);

function withOverrides(
  texts: CourseBuilderTexts,
  overrides?: Partial<CourseBuilderTexts>,
): CourseBuilderTexts {
  if (!overrides) return texts;
  return {
    ...texts,
    ...overrides,
    quizErrors: { ...texts.quizErrors, ...overrides.quizErrors },
  };
}

/** The builder's English texts with a deployment's overrides on top (quiz messages merged too). */
export function courseBuilderTexts(overrides?: Partial<CourseBuilderTexts>): CourseBuilderTexts {
  return withOverrides(defaultCourseBuilderTexts, overrides);
}

/** The builder's texts in the tree's language, with a deployment's overrides on top. */
export function useCourseBuilderTexts(overrides?: Partial<CourseBuilderTexts>): CourseBuilderTexts {
  const messages = useMessages(courseBuilderMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return withOverrides(texts, overrides);
}
