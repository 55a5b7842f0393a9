import { courseLanguages, levelFromDifficulty } from '@lp/contract';
import {
  COURSE_IMAGE_MAX_BYTES,
  courseImageTypes,
  createCourseRequestSchema,
  difficultyLevels,
  simpleQuizSchema,
} from '@lp/contract/api';
import { describe, expect, it } from 'vitest';
import { defaultCourseBuilderTexts } from './course-builder-texts';
import { sampleDraft, sampleQuiz } from './course-builder.samples';
import { COURSE_IMAGE_ACCEPT, courseLevelCodes } from './course-details-form';
import { emptyQuestion } from './quiz-draft';
import {
  courseDetailsErrors,
  isVideoAddress,
  loadBuilderSchemas,
  quizErrors,
  quizIsValid,
} from './course-validation';

const messages = defaultCourseBuilderTexts.quizErrors;
const durationInvalid = defaultCourseBuilderTexts.durationInvalid;

describe('the details form checks with the API schema', () => {
  it('finds nothing wrong with a good course', () => {
    expect(courseDetailsErrors(createCourseRequestSchema, sampleDraft, durationInvalid)).toEqual(
      {},
    );
  });

  it('gives each invalid field the message the server would send', () => {
    const errors = courseDetailsErrors(
      createCourseRequestSchema,
      { ...sampleDraft, title: '  ', language: 'EN', estimatedDurationHours: -1 },
      durationInvalid,
    );
    expect(errors.title).toBe('Title is required');
    expect(errors.language).toBe('Language must be a lower-case code such as en');
    expect(errors.estimatedDurationHours).toBeTruthy();
    expect(Object.keys(errors).sort()).toEqual(['estimatedDurationHours', 'language', 'title']);
  });

  it('says a duration that is not a number in plain words', () => {
    const errors = courseDetailsErrors(
      createCourseRequestSchema,
      { ...sampleDraft, estimatedDurationHours: Number.NaN },
      durationInvalid,
    );
    expect(errors.estimatedDurationHours).toBe(durationInvalid);
  });

  it('loads the same schemas lazily', async () => {
    const schemas = await loadBuilderSchemas();
    expect(schemas.course).toBe(createCourseRequestSchema);
    expect(schemas.quiz).toBe(simpleQuizSchema);
  });

  it('offers the contract’s levels, languages and image types', () => {
    expect([...courseLevelCodes]).toEqual([...difficultyLevels]);
    expect(courseLevelCodes.map(levelFromDifficulty)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
    expect(COURSE_IMAGE_ACCEPT).toBe(courseImageTypes.join(','));
    expect(defaultCourseBuilderTexts.imageHint).toContain(
      `${COURSE_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
    );
    expect(Object.values(courseLanguages)).toContain(sampleDraft.language);
  });
});

describe('video addresses', () => {
  it('takes YouTube and Vimeo links the player can embed', () => {
    for (const good of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/123456',
      'https://player.vimeo.com/video/123456',
    ])
      expect(isVideoAddress(good), good).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'not a link', 'https://example.com/video.mp4', 'javascript:alert(1)'])
      expect(isVideoAddress(bad), bad).toBe(false);
  });
});

describe('quiz checks', () => {
  it('passes a good quiz, which the contract schema accepts too', () => {
    const errors = quizErrors(sampleQuiz, messages, simpleQuizSchema);
    expect(quizIsValid(errors)).toBe(true);
    expect(simpleQuizSchema.safeParse(sampleQuiz).success).toBe(true);
  });

  it('says what is missing in a new question, under each part', () => {
    const errors = quizErrors(
      { id: 'q', questions: [emptyQuestion()] },
      messages,
      simpleQuizSchema,
    );
    expect(errors.quiz).toEqual([]);
    expect(errors.questions[0]).toEqual({
      text: messages.questionText,
      optionTexts: { 0: messages.optionText, 1: messages.optionText },
      correct: messages.markCorrect,
    });
  });

  it('asks for a question, two options and an answer among the options', () => {
    expect(quizErrors({ id: 'q', questions: [] }, messages, simpleQuizSchema).quiz).toEqual([
      messages.noQuestions,
    ]);
    const question = { ...sampleQuiz.questions[0]!, options: ['only'], correctAnswer: 2 };
    const errors = quizErrors({ id: 'q', questions: [question] }, messages, simpleQuizSchema);
    expect(errors.questions[0]).toEqual({
      options: messages.tooFewOptions,
      correct: messages.markCorrect,
    });
  });

  it('passes on what the schema finds that the form has no place for', () => {
    const errors = quizErrors(
      { id: '', questions: sampleQuiz.questions },
      messages,
      simpleQuizSchema,
    );
    expect(errors.quiz).toHaveLength(1);
  });
});
