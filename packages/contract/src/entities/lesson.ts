import * as z from 'zod/mini';
import { urlSafeIdSchema } from './id';
import { playerQuizSchema, simpleQuizSchema } from './quiz';

export const lessonTypes = [
  'video',
  'audio',
  'text',
  'quiz',
  'interactive_diagram',
  'code_sandbox',
] as const;
export const lessonTypeSchema = z.enum(lessonTypes);
export type LessonType = z.infer<typeof lessonTypeSchema>;

/**
 * Text (simple markdown), a media address or reference, or a quiz object (spec 1 §3).
 * A quiz lesson carries either the simple form or the player form.
 */
export const lessonContentSchema = z.union([z.string(), simpleQuizSchema, playerQuizSchema]);
export type LessonContent = z.infer<typeof lessonContentSchema>;

/** A lesson of spec 1 §3. */
export const lessonSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string().check(z.minLength(1)),
  type: lessonTypeSchema,
  content: lessonContentSchema,
  /** A display string such as '12:30', or a number of minutes. */
  duration: z.union([z.string(), z.number().check(z.nonnegative())]),
  order: z.number().check(z.int(), z.nonnegative()),
  completed: z.boolean(),
  isCompleted: z.boolean(),
  description: z.string(),
  thumbnail: z.optional(z.string()),
  /** Key takeaways. */
  summary: z.array(z.string()),
  reflectionQuestions: z.array(z.string()),
  /** Keyword (lower case) to canned AI reply. */
  aiReplies: z.record(z.string(), z.string()),
  /** Video lessons: the id of their transcript. */
  transcriptId: z.optional(z.string()),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** A module of spec 1 §3 / spec 2 §3. */
export const moduleSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  /** Display text, e.g. '1h 20m'. */
  totalDuration: z.string(),
  thumbnail: z.optional(z.string()),
  lessons: z.array(lessonSchema),
});
export type Module = z.infer<typeof moduleSchema>;
