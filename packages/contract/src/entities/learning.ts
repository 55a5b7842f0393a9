import { z } from 'zod';

/** Lesson-player entities of spec 1 §3: progress map, notes, bookmarks, study stats, AI chat. */

export const progressNodeStatuses = ['available', 'completed', 'current', 'locked'] as const;
export const nodeDifficulties = ['easy', 'medium', 'hard'] as const;

export const progressNodeSchema = z.object({
  id: z.string().min(1),
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
    estimatedTime: z.number().nonnegative(),
    /** Percent. */
    completionRate: z.number().min(0).max(100),
  }),
});
export type ProgressNode = z.infer<typeof progressNodeSchema>;
export type ProgressNodeStatus = ProgressNode['status'];
export type NodeDifficulty = ProgressNode['metadata']['difficulty'];

/** A note on a lesson; `timestamp` is the playback second it was taken at. */
export const noteSchema = z.object({
  id: z.string().min(1),
  lessonId: z.string(),
  content: z.string(),
  timestamp: z.number().nonnegative(),
  tags: z.array(z.string()),
  createdAt: z.string().optional(),
});
export type Note = z.infer<typeof noteSchema>;

/** A bookmark on a lesson; `timestamp` in seconds. */
export const bookmarkSchema = z.object({
  id: z.string().min(1),
  lessonId: z.string(),
  title: z.string(),
  timestamp: z.number().nonnegative(),
  note: z.string(),
  createdAt: z.string().optional(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** Study session statistics; times in seconds, `startTime` in epoch milliseconds. */
export const studySessionSchema = z.object({
  startTime: z.number(),
  totalTime: z.number().nonnegative(),
  focusTime: z.number().nonnegative(),
  breakTime: z.number().nonnegative(),
  lessonsCompleted: z.number().int().nonnegative(),
  streakDays: z.number().int().nonnegative(),
});
export type StudySession = z.infer<typeof studySessionSchema>;

export const engagementLevels = ['low', 'medium', 'high'] as const;

export const performanceMetricsSchema = z.object({
  comprehensionScore: z.number().min(0).max(100),
  engagementLevel: z.enum(engagementLevels),
  learningVelocity: z.number().nonnegative(),
  retentionRate: z.number().min(0).max(100),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

export const chatMessageSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['user', 'ai']),
  content: z.string(),
  /** ISO date-time. */
  timestamp: z.string(),
  context: z
    .object({
      lessonId: z.string(),
      /** Playback second the message refers to. */
      timestamp: z.number().optional(),
      type: z.string().optional(),
    })
    .optional(),
  metadata: z
    .object({
      confidence: z.number().min(0).max(1).optional(),
      sources: z.array(z.string()).optional(),
      relatedConcepts: z.array(z.string()).optional(),
      difficulty: z.string().optional(),
    })
    .optional(),
  reactions: z.object({ helpful: z.boolean(), accurate: z.boolean() }).optional(),
  suggestions: z.array(z.string()).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const suggestedQuestionSchema = z.object({
  id: z.string().min(1),
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
