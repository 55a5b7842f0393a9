import type { SimpleQuiz } from '@lp/contract';
import type { AuthoredCourse } from '@lp/contract/api';
import * as appBuilderMessages from '@lp/locales/en/app-builder';
import * as courseBuilderMessages from '@lp/locales/en/course-builder';
import {
  courseDetailsErrors,
  isVideoAddress,
  quizErrors,
  quizIsValid,
  type BuilderSchemas,
  type CourseBuilderTexts,
} from '@lp/patterns';

/** The editor's words a reason is given in: the builder's messages, and the app's sentence. */
export interface DraftProblemTexts extends Pick<
  CourseBuilderTexts,
  'durationInvalid' | 'videoAddressInvalid' | 'quizErrors'
> {
  /** A lesson's reason: '{lesson}: {reason}'. */
  lessonProblem: (values: { lesson: string; reason: string }) => string;
}

/** The reasons' texts from the `course-builder` and `app-builder` messages of one language. */
export function draftProblemTexts(
  builder: typeof courseBuilderMessages.default,
  app: typeof appBuilderMessages.default,
): DraftProblemTexts {
  return {
    durationInvalid: builder.durationInvalid,
    videoAddressInvalid: builder.videoAddressInvalid,
    quizErrors: {
      noQuestions: builder.quizErrorNoQuestions,
      questionText: builder.quizErrorQuestionText,
      tooFewOptions: builder.quizErrorTooFewOptions,
      optionText: builder.quizErrorOptionText,
      markCorrect: builder.quizErrorMarkCorrect,
    },
    lessonProblem: app.lessonProblem,
  };
}

const englishTexts = draftProblemTexts(courseBuilderMessages.default, appBuilderMessages.default);

const firstOf = (messages: Record<string, unknown>) =>
  Object.values(messages).find((message): message is string => typeof message === 'string');

/**
 * Why the builder's copy cannot be saved yet, in the editor's own words, or null. A new quiz or
 * video lesson starts unwritten, and the API refuses a course with one (400): the autosave
 * waits, showing this reason, until the teacher has written it, instead of sending a save the
 * server would refuse.
 */
export function draftProblem(
  course: AuthoredCourse,
  schemas: BuilderSchemas,
  texts: DraftProblemTexts = englishTexts,
): string | null {
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
          return texts.lessonProblem({
            lesson: lesson.title,
            reason: reason ?? texts.quizErrors.markCorrect,
          });
        }
      }
      if (
        lesson.type === 'video' &&
        typeof lesson.content === 'string' &&
        !lesson.content.startsWith('video:') &&
        !isVideoAddress(lesson.content)
      )
        return texts.lessonProblem({ lesson: lesson.title, reason: texts.videoAddressInvalid });
    }
  }
  return null;
}
