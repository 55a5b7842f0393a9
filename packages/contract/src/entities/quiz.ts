import * as z from 'zod/mini';

/** A question of the simple quiz; `mcq` takes one answer, `multiple` a set of answers. */
export const simpleQuizQuestionSchema = z.object({
  text: z.string().check(z.minLength(1)),
  type: z.enum(['mcq', 'multiple']),
  options: z.array(z.string()).check(z.minLength(2)),
  /** An option index for `mcq`, a list of indexes for `multiple`. */
  correctAnswer: z.union([
    z.number().check(z.int(), z.nonnegative()),
    z.array(z.number().check(z.int(), z.nonnegative())),
  ]),
  feedback: z.object({ correct: z.string(), incorrect: z.string() }),
});
export type SimpleQuizQuestion = z.infer<typeof simpleQuizQuestionSchema>;

/** The simple quiz form of spec 1 §3 (lesson content view). */
export const simpleQuizSchema = z.object({
  id: z.string().check(z.minLength(1)),
  questions: z.array(simpleQuizQuestionSchema).check(z.minLength(1)),
});
export type SimpleQuiz = z.infer<typeof simpleQuizSchema>;

/** A question of the rich player quiz; `correctAnswer` is the text of the right option. */
export const playerQuizQuestionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  question: z.string().check(z.minLength(1)),
  options: z.array(z.string()).check(z.minLength(2)),
  correctAnswer: z.string(),
  explanation: z.string(),
});
export type PlayerQuizQuestion = z.infer<typeof playerQuizQuestionSchema>;

/** The rich quiz form used in the lesson player (spec 1 §3). */
export const playerQuizSchema = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  /** Minutes. */
  timeLimit: z.number().check(z.positive()),
  questions: z.array(playerQuizQuestionSchema).check(z.minLength(1)),
});
export type PlayerQuiz = z.infer<typeof playerQuizSchema>;
