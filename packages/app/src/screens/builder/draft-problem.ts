import type { SimpleQuiz } from '@lp/contract';
import type { AuthoredCourse } from '@lp/contract/api';
import {
  courseDetailsErrors,
  defaultCourseBuilderTexts as texts,
  isVideoAddress,
  quizErrors,
  quizIsValid,
  type BuilderSchemas,
} from '@lp/patterns';

const firstOf = (messages: Record<string, unknown>) =>
  Object.values(messages).find((message): message is string => typeof message === 'string');

/**
 * Why the builder's copy cannot be saved yet, in the editor's own words, or null. A new quiz or
 * video lesson starts unwritten, and the API refuses a course with one (400): the autosave
 * waits, showing this reason, until the teacher has written it, instead of sending a save the
 * server would refuse.
 */
export function draftProblem(course: AuthoredCourse, schemas: BuilderSchemas): string | null {
  const details = courseDetailsErrors(
    schemas.course,
    {
      title: course.title,
      description: course.description,
      category: course.category,
      difficultyLevel: course.difficultyLevel as 'BEGINNER',
      language: course.language,
      estimatedDurationHours: course.estimatedDurationHours,
      imageUrl: course.imageUrl,
    },
    texts.durationInvalid,
  );
  const detail = firstOf(details);
  if (detail) return detail;
  for (const module of course.modules) {
    for (const lesson of module.lessons) {
      if (
        lesson.type === 'quiz' &&
        typeof lesson.content === 'object' &&
        'questions' in lesson.content &&
        !('title' in lesson.content)
      ) {
        const errors = quizErrors(lesson.content as SimpleQuiz, texts.quizErrors, schemas.quiz);
        if (!quizIsValid(errors)) {
          const question = Object.values(errors.questions)[0];
          const reason =
            errors.quiz[0] ??
            (question && firstOf({ ...question, optionTexts: undefined })) ??
            firstOf(question?.optionTexts ?? {});
          return `${lesson.title}: ${reason ?? texts.quizErrors.markCorrect}`;
        }
      }
      if (
        lesson.type === 'video' &&
        typeof lesson.content === 'string' &&
        !lesson.content.startsWith('video:') &&
        !isVideoAddress(lesson.content)
      )
        return `${lesson.title}: ${texts.videoAddressInvalid}`;
    }
  }
  return null;
}
