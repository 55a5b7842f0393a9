import type { LessonType } from '@lp/contract';

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const defaultCourseBuilderTexts: CourseBuilderTexts = {
  detailsHeading: 'Course details',
  title: 'Title',
  description: 'Description',
  category: 'Category',
  level: 'Level',
  language: 'Language',
  duration: 'Duration (hours)',
  durationHint: 'About how long the course takes, in hours.',
  durationInvalid: 'Enter the duration as a number of hours',
  image: 'Course image',
  imageHint: 'PNG, JPEG, WebP or GIF, up to 5 MB.',
  imagePreview: 'Course image preview',
  noImage: 'No image yet',
  imageUploading: 'Uploading image…',
  structureHeading: 'Structure',
  structureEmpty: 'No modules yet',
  structureEmptyHint: 'Add a module, then add lessons to it.',
  addModule: 'Add module',
  newModuleTitle: (position) => `Module ${position}`,
  moduleTitle: 'Module title',
  lessonTitle: 'Lesson title',
  newLessonTitle: (type) => ({ text: 'New reading', video: 'New video', quiz: 'New quiz' })[type],
  addLesson: 'Add lesson',
  lessonType: 'Lesson type',
  lessonTypes: { text: 'Text', video: 'Video', quiz: 'Quiz' },
  moduleEmpty: 'No lessons in this module yet.',
  dragModule: (title) => `Drag Module '${title}'`,
  dragLesson: (title) => `Drag Lesson '${title}'`,
  moduleActions: (title) => `Actions for Module '${title}'`,
  lessonActions: (title) => `Actions for Lesson '${title}'`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveToModule: 'Move to module…',
  editLesson: (title) => `Edit Lesson '${title}'`,
  deleteModule: (title) => `Delete Module '${title}'`,
  deleteLesson: (title) => `Delete Lesson '${title}'`,
  deleteModuleTitle: 'Delete this module?',
  deleteModuleDescription: (title, lessons) =>
    `Module '${title}' and its ${plural(lessons, 'lesson', 'lessons')} will be removed from the course.`,
  deleteLessonTitle: 'Delete this lesson?',
  deleteLessonDescription: (title) => `Lesson '${title}' will be removed from the course.`,
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  movedModule: (title, position, count) =>
    `Moved Module '${title}' to position ${position} of ${count}`,
  movedLesson: (title, position, count, module) =>
    `Moved Lesson '${title}' to position ${position} of ${count} in Module '${module}'`,
  pickedUp: (title, position, count) =>
    `Picked up '${title}', at position ${position} of ${count}.`,
  draggingOver: (title, position, count) => `'${title}' is over position ${position} of ${count}.`,
  dragCancelled: (title) => `Move cancelled. '${title}' stays where it was.`,
  dragInstructions:
    'Press space or enter to pick up. Use the arrow keys to move, space or enter to drop, escape to cancel.',
  deletedModule: (title) => `Deleted Module '${title}'`,
  deletedLesson: (title) => `Deleted Lesson '${title}'`,
  lessonEditorHeading: (title) => `Lesson: ${title}`,
  noLessonSelected: 'No lesson selected',
  noLessonSelectedHint: 'Choose Edit on a lesson to write its content.',
  unsupportedType: 'This type of lesson cannot be edited in the builder yet.',
  markdown: 'Lesson text (Markdown)',
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet.',
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  bulletList: 'Bulleted list',
  link: 'Link',
  videoAddress: 'Video address',
  videoAddressHint: 'A YouTube or Vimeo link, such as youtube.com/watch?v=… or vimeo.com/123456.',
  videoAddressInvalid:
    'Enter a YouTube or Vimeo address (e.g., youtube.com/watch?v=… or vimeo.com/123456)',
  transcript: 'Transcript (WebVTT)',
  transcriptHint: 'A .vtt file; its cues become the transcript learners read beside the video.',
  transcriptUploading: 'Uploading transcript…',
  transcriptNone: 'No transcript yet.',
  questions: 'Questions',
  question: (position) => `Question ${position}`,
  questionText: 'Question',
  answerKind: 'Answers',
  singleAnswer: 'One correct answer',
  multipleAnswers: 'Several correct answers',
  options: 'Options',
  option: (position) => `Option ${position}`,
  correctOption: (position) => `Option ${position} is correct`,
  removeOption: (position) => `Remove option ${position}`,
  addOption: 'Add option',
  feedbackCorrect: 'Feedback when correct',
  feedbackIncorrect: 'Feedback when incorrect',
  addQuestion: 'Add question',
  removeQuestion: (position) => `Remove question ${position}`,
  quizErrors: {
    noQuestions: 'Add at least one question',
    questionText: 'Write the question',
    tooFewOptions: 'Give at least two options',
    optionText: 'Write the option or remove it',
    markCorrect: 'Mark the correct answer',
  },
  saving: 'Saving…',
  saved: 'Saved',
  notSaved: (reason) => `Not saved: ${reason}`,
  unsavedChanges: 'Unsaved changes',
  retry: 'Retry',
  conflictTitle: 'Someone else saved this course',
  conflictDescription:
    'This course was changed in another window or by another editor since you opened it. Your changes are still here.',
  reloadTheirs: 'Reload their version',
  keepMine: 'Keep my copy',
  draft: 'Draft',
  published: 'Published',
  publish: 'Publish',
  unpublish: 'Unpublish',
  previewAsLearner: 'Preview as learner',
  export: 'Export',
  untitled: 'Untitled course',
  listHeading: 'Course Builder',
  listIntro: 'The courses you write. Drafts are seen only by staff.',
  newCourse: 'New course',
  importCourse: 'Import a course',
  importHint: 'A Common Cartridge (.imscc) or a course archive (.zip).',
  importButton: 'Import',
  importing: 'Importing…',
  columnTitle: 'Title',
  columnStatus: 'Status',
  columnUpdated: 'Updated',
  columnLessons: 'Lessons',
  lessonsCount: (count) => plural(count, 'lesson', 'lessons'),
  listEmpty: 'No courses yet',
  listEmptyHint: 'Start a new course or import one.',
  listLoading: 'Loading courses…',
  listError: 'The courses could not be loaded.',
};

/** The builder's texts with a deployment's overrides on top (quiz messages merged too). */
export function courseBuilderTexts(overrides?: Partial<CourseBuilderTexts>): CourseBuilderTexts {
  if (!overrides) return defaultCourseBuilderTexts;
  return {
    ...defaultCourseBuilderTexts,
    ...overrides,
    quizErrors: { ...defaultCourseBuilderTexts.quizErrors, ...overrides.quizErrors },
  };
}
