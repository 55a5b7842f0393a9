import type { Lesson } from '../entities/lesson';
import type { RandomSource } from './course-mapping';
import { simulatedDelays } from '../constants/timing';

/** Said when no keyword of the lesson matches and the lesson has no `default` reply. */
export const GENERIC_AI_REPLY =
  "That's a great question! Let's explore it together using what this lesson covers.";

/**
 * The canned AI reply (spec 1 §1, §3): the reply of the first keyword the message contains
 * (ignoring case), else the lesson's `default` reply, else a generic one.
 */
export function cannedAiReply(
  lesson: Pick<Lesson, 'aiReplies'> | undefined,
  message: string,
): string {
  const text = message.toLowerCase();
  const replies = lesson?.aiReplies ?? {};
  for (const [keyword, reply] of Object.entries(replies)) {
    if (keyword !== 'default' && text.includes(keyword.toLowerCase())) return reply;
  }
  return replies.default ?? GENERIC_AI_REPLY;
}

/** How long 'AI is thinking...' shows on desktop: 1 to 3 seconds (spec 1 §4). */
export function aiThinkingDelay(random: RandomSource = Math.random): number {
  const { min, max } = simulatedDelays.aiThinking;
  const unit = Math.min(Math.max(random(), 0), 1);
  return Math.round(min + unit * (max - min));
}
