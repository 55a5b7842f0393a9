import * as z from 'zod/mini';

/** Lesson-player entities of spec 1 §3: progress map, notes, bookmarks, study stats, AI chat. */

export const progressNodeStatuses = ['available', 'completed', 'current', 'locked'] as const;
export const nodeDifficulties = ['easy', 'medium', 'hard'] as const;

export const progressNodeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  type: z.enum(['lesson', 'quiz']),
  status: z.enum(progressNodeStatuses),
  position: z.object({ x: z.number(), y: z.number() }),
  connections: z.array(z.string()),
  metadata: z.object({
    hasNotes: z.boolean(),
    hasBookmarks: z.boolean(),
    difficulty: z.enum(nodeDifficulties),
    /** Minutes. */
    estimatedTime: z.number().check(z.nonnegative()),
    /** Percent. */
    completionRate: z.number().check(z.gte(0), z.lte(100)),
  }),
});
export type ProgressNode = z.infer<typeof progressNodeSchema>;
export type ProgressNodeStatus = ProgressNode['status'];
export type NodeDifficulty = ProgressNode['metadata']['difficulty'];

/** A note on a lesson; `timestamp` is the playback second it was taken at. */
export const noteSchema = z.object({
  id: z.string().check(z.minLength(1)),
  lessonId: z.string(),
  content: z.string(),
  timestamp: z.number().check(z.nonnegative()),
  tags: z.array(z.string()),
  createdAt: z.optional(z.string()),
});
export type Note = z.infer<typeof noteSchema>;

/** A bookmark on a lesson; `timestamp` in seconds. */
export const bookmarkSchema = z.object({
  id: z.string().check(z.minLength(1)),
  lessonId: z.string(),
  title: z.string(),
  timestamp: z.number().check(z.nonnegative()),
  note: z.string(),
  createdAt: z.optional(z.string()),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** Study session statistics; times in seconds, `startTime` in epoch milliseconds. */
export const studySessionSchema = z.object({
  startTime: z.number(),
  totalTime: z.number().check(z.nonnegative()),
  focusTime: z.number().check(z.nonnegative()),
  breakTime: z.number().check(z.nonnegative()),
  lessonsCompleted: z.number().check(z.int(), z.nonnegative()),
  streakDays: z.number().check(z.int(), z.nonnegative()),
});
export type StudySession = z.infer<typeof studySessionSchema>;

export const engagementLevels = ['low', 'medium', 'high'] as const;

export const performanceMetricsSchema = z.object({
  comprehensionScore: z.number().check(z.gte(0), z.lte(100)),
  engagementLevel: z.enum(engagementLevels),
  learningVelocity: z.number().check(z.nonnegative()),
  retentionRate: z.number().check(z.gte(0), z.lte(100)),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(['user', 'ai']),
  content: z.string(),
  /** ISO date-time. */
  timestamp: z.string(),
  context: z.optional(
    z.object({
      lessonId: z.string(),
      /** Playback second the message refers to. */
      timestamp: z.optional(z.number()),
      type: z.optional(z.string()),
    }),
  ),
  metadata: z.optional(
    z.object({
      confidence: z.optional(z.number().check(z.gte(0), z.lte(1))),
      sources: z.optional(z.array(z.string())),
      relatedConcepts: z.optional(z.array(z.string())),
      difficulty: z.optional(z.string()),
    }),
  ),
  reactions: z.optional(z.object({ helpful: z.boolean(), accurate: z.boolean() })),
  suggestions: z.optional(z.array(z.string())),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const suggestedQuestionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string(),
  content: z.string(),
  priority: z.number(),
  context: z.string(),
});
export type SuggestedQuestion = z.infer<typeof suggestedQuestionSchema>;

/** Lesson-player layout (spec 1 §3). */
export const playerLayoutSchema = z.object({
  type: z.enum(['default', 'focus']),
  showProgressMap: z.boolean(),
  contentWidth: z.enum(['normal', 'full']),
});
export type PlayerLayout = z.infer<typeof playerLayoutSchema>;
