export { LessonContent, defaultLessonContentLabels, preloadLessonContent } from './lesson-content';
export type { LessonContentProps, LessonContentLabels } from './lesson-content';
export { LessonMarkdown, isSafeUrl } from './lesson-markdown';
export type { LessonMarkdownProps, MarkdownBaseLevel } from './lesson-markdown';
export { lessonQuiz } from './lesson-quiz';
export type { LessonQuiz } from './lesson-quiz';
export { defaultLessonCompletionLabels } from './lesson-completion';
export type { LessonCompletionLabels, LessonCompletionState } from './lesson-completion';
