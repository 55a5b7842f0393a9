import * as z from 'zod/mini';
import { inputMessages } from '../messages/input';

export const transcriptImportances = ['low', 'medium', 'high'] as const;
export const transcriptCategories = ['concept', 'example', 'definition', 'instruction'] as const;

/** One timed segment of a video transcript (spec 1 §3); times in seconds. */
export const transcriptSegmentSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    startTime: z.number().check(z.nonnegative()),
    endTime: z.number().check(z.nonnegative()),
    text: z.string().check(z.minLength(1)),
    speaker: z.string().check(z.minLength(1)),
    confidence: z.number().check(z.gte(0), z.lte(1)),
    keywords: z.array(z.string()),
    importance: z.enum(transcriptImportances),
    category: z.enum(transcriptCategories),
  })
  .check(
    z.refine((segment) => segment.endTime >= segment.startTime, {
      message: inputMessages.endTimeBeforeStartTime,
      path: ['endTime'],
    }),
  );
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** A whole transcript, referenced from a video lesson by `transcriptId`. */
export const transcriptSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  segments: z.array(transcriptSegmentSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;
