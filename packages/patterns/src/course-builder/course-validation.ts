import { isAllowedEmbedUrl, toLiveStreamEmbedUrl, type SimpleQuiz } from '@lp/contract';
import { useEffect, useState } from 'react';
import type { CourseBuilderTexts } from './course-builder-texts';
import type { CourseDetailsValues } from './course-draft';
import { correctIndexes } from './quiz-draft';

/** What the builder needs of a zod schema: its issues, each with the path it concerns. */
export interface IssueParser {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** The API's schemas the builder checks with: the server runs the same, so messages match. */
export interface BuilderSchemas {
  course: IssueParser;
  quiz: IssueParser;
}

let schemasLoad: Promise<BuilderSchemas> | undefined;
/**
 * Loads the course and quiz schemas on first use, so zod stays out of the page's first chunk
 * (decision 0006), as the calendar's form does.
 */
export function loadBuilderSchemas(): Promise<BuilderSchemas> {
  schemasLoad ??= import('@lp/contract/api').then((api) => ({
    course: api.createCourseRequestSchema,
    quiz: api.simpleQuizSchema,
  }));
  // A failed load (offline) is tried again next time rather than remembered.
  schemasLoad.catch(() => (schemasLoad = undefined));
  return schemasLoad;
}

/** The schemas once loaded; null before (and when the load failed: the server still checks). */
export function useBuilderSchemas(): BuilderSchemas | null {
  const [schemas, setSchemas] = useState<BuilderSchemas | null>(null);
  useEffect(() => {
    let live = true;
    loadBuilderSchemas().then(
      (loaded) => live && setSchemas(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return schemas;
}

export type CourseDetailsField = keyof CourseDetailsValues;
export type CourseDetailsErrors = Partial<Record<CourseDetailsField, string>>;

const detailsFields: readonly CourseDetailsField[] = [
  'title',
  'description',
  'category',
  'difficultyLevel',
  'language',
  'estimatedDurationHours',
  'imageUrl',
];

/**
 * One message per invalid field of the details form, from the API's own course schema: the
 * messages a save would get back from the server. A duration that is not a number gets the
 * builder's `durationInvalid` instead of zod's type message.
 */
export function courseDetailsErrors(
  schema: IssueParser,
  values: CourseDetailsValues,
  durationInvalid: string,
): CourseDetailsErrors {
  const errors: CourseDetailsErrors = {};
  if (!Number.isFinite(values.estimatedDurationHours))
    errors.estimatedDurationHours = durationInvalid;
  const result = schema.safeParse({ ...values, modules: [] });
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CourseDetailsField | undefined;
    if (field && detailsFields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Whether an address is a YouTube or Vimeo video the lesson player can embed. */
export function isVideoAddress(value: string): boolean {
  return value.trim() !== '' && isAllowedEmbedUrl(toLiveStreamEmbedUrl(value));
}

/** The problems of one question, each under the part of the form it concerns. */
export interface QuestionErrors {
  text?: string;
  options?: string;
  /** By option index. */
  optionTexts?: Record<number, string>;
  correct?: string;
}

export interface QuizErrors {
  /** About the quiz as a whole (no questions, or a message the form has no place for). */
  quiz: string[];
  /** By question index. */
  questions: Record<number, QuestionErrors>;
}

/**
 * Checks a quiz with the contract's simple quiz schema and the rules it cannot express (every
 * option written, a correct answer marked among the options), in the builder's plain words.
 * Without the schema (still loading) only the builder's own rules run.
 */
export function quizErrors(
  quiz: SimpleQuiz,
  messages: CourseBuilderTexts['quizErrors'],
  schema?: IssueParser | null,
): QuizErrors {
  const errors: QuizErrors = { quiz: [], questions: {} };
  const at = (index: number) => (errors.questions[index] ??= {});
  if (quiz.questions.length === 0) errors.quiz.push(messages.noQuestions);
  quiz.questions.forEach((question, index) => {
    if (question.text.trim() === '') at(index).text = messages.questionText;
    if (question.options.length < 2) at(index).options = messages.tooFewOptions;
    question.options.forEach((option, optionIndex) => {
      if (option.trim() === '') (at(index).optionTexts ??= {})[optionIndex] = messages.optionText;
    });
    const marked = correctIndexes(question).filter((i) => i < question.options.length);
    if (marked.length === 0) at(index).correct = messages.markCorrect;
  });
  const result = schema?.safeParse(quiz);
  if (result && !result.success) {
    for (const issue of result.error.issues) {
      const [root, index, part] = issue.path;
      if (root === 'questions' && index === undefined) continue; // noQuestions, said above
      const known =
        root === 'questions' &&
        typeof index === 'number' &&
        (part === 'text' || part === 'options' || part === 'correctAnswer');
      if (!known && !errors.quiz.includes(issue.message)) errors.quiz.push(issue.message);
    }
  }
  return errors;
}

/** Whether the check found nothing. */
export function quizIsValid(errors: QuizErrors): boolean {
  return errors.quiz.length === 0 && Object.keys(errors.questions).length === 0;
}
