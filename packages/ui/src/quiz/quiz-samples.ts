import { playerQuizSchema, sampleCourses, simpleQuizSchema } from '@lp/contract';

// The quizzes of the contract's sample course (one source of examples): the simple quiz of
// lesson 1-3 and the player quiz of lesson 1-7.
function lessonContent(lessonId: string): unknown {
  for (const course of sampleCourses)
    for (const module of course.modules)
      for (const lesson of module.lessons) if (lesson.id === lessonId) return lesson.content;
  throw new Error(`sample lesson ${lessonId} is missing`);
}

export const sampleSimpleQuiz = simpleQuizSchema.parse(lessonContent('lesson-1-3'));
export const samplePlayerQuiz = playerQuizSchema.parse(lessonContent('lesson-1-7'));
