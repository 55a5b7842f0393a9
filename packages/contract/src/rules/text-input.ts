/**
 * Notes and chat messages (spec 1 §5): text empty after trimming is not added; otherwise the
 * trimmed text is used. Returns null when there is nothing to add.
 */
export function meaningfulText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** The chat send button is disabled when the message is empty and while the AI is replying. */
export function canSendChatMessage(text: string, aiIsReplying: boolean): boolean {
  return !aiIsReplying && meaningfulText(text) !== null;
}
