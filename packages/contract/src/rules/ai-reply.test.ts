import { describe, expect, it } from 'vitest';
import { GENERIC_AI_REPLY, aiThinkingDelay, cannedAiReply } from './ai-reply';

const lesson = {
  aiReplies: {
    anomaly: 'About anomalies.',
    'false positive': 'About false positives.',
    default: 'Lesson default.',
  },
};

describe('cannedAiReply', () => {
  it('answers with the reply of a keyword in the message, ignoring case', () => {
    expect(cannedAiReply(lesson, 'What is ANOMALY detection?')).toBe('About anomalies.');
    expect(cannedAiReply(lesson, 'too many false positives')).toBe('About false positives.');
  });

  it("falls back to the lesson's default, then to a generic reply", () => {
    expect(cannedAiReply(lesson, 'Hello')).toBe('Lesson default.');
    expect(cannedAiReply({ aiReplies: {} }, 'Hello')).toBe(GENERIC_AI_REPLY);
    expect(cannedAiReply(undefined, 'Hello')).toBe(GENERIC_AI_REPLY);
  });
});

describe('aiThinkingDelay', () => {
  it('waits 1 to 3 seconds', () => {
    expect(aiThinkingDelay(() => 0)).toBe(1000);
    expect(aiThinkingDelay(() => 0.5)).toBe(2000);
    expect(aiThinkingDelay(() => 1)).toBe(3000);
  });
});
