import {
  canSendChatMessage,
  MAX_SUGGESTED_QUESTIONS,
  meaningfulText,
  simulatedDelays,
  type ChatMessage,
} from '@lp/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ChatReaction = 'helpful' | 'accurate';

export interface UseChatPanelOptions {
  /** The conversation so far. @default [] */
  initialMessages?: readonly ChatMessage[];
  /** Produces the AI reply to a message; the app decides how (spec 1: canned, after 1-3 s). */
  onSend: (text: string) => Promise<ChatMessage>;
  /** Called after every change of the list (to keep it outside). */
  onMessagesChange?: (messages: ChatMessage[]) => void;
  /** Called when a reaction is toggled. */
  onReact?: (messageId: string, reaction: ChatReaction, on: boolean) => void;
  /** How long read-aloud stays on (spec 1 §4: 3 s). @default 3000 */
  readAloudMs?: number;
  /** Makes the user message's id and timestamp (tests pin them). */
  createUserMessage?: (text: string) => ChatMessage;
}

let counter = 0;
function defaultUserMessage(text: string): ChatMessage {
  counter += 1;
  return {
    id: `user-${Date.now()}-${counter}`,
    type: 'user',
    content: text,
    timestamp: new Date().toISOString(),
  };
}

/** At most `max` suggested questions (spec 1 §9: 3, or 4 on mobile). */
export function visibleSuggestions<T>(
  suggestions: readonly T[],
  max = MAX_SUGGESTED_QUESTIONS,
): T[] {
  return suggestions.slice(0, Math.max(0, max));
}

/**
 * The chat rules of spec 1 §4-§5: a message empty after trimming is ignored; sending adds the
 * user message and waits for the reply ('AI is thinking...'); nothing is sent while a reply is
 * pending; reactions toggle; read-aloud and voice input are UI toggles and read-aloud turns
 * itself off after 3 s. A failed reply puts the text back in the box so nothing typed is lost.
 */
export function useChatPanel({
  initialMessages = [],
  onSend,
  onMessagesChange,
  onReact,
  readAloudMs = simulatedDelays.readAloudReset,
  createUserMessage = defaultUserMessage,
}: UseChatPanelOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [...initialMessages]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [voice, setVoice] = useState(false);
  const [readingId, setReadingId] = useState<string | null>(null);
  const pendingRef = useRef(false);
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const latest = useRef({ onSend, onMessagesChange, onReact, createUserMessage });
  useEffect(() => {
    latest.current = { onSend, onMessagesChange, onReact, createUserMessage };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(readTimer.current);
    };
  }, []);

  // A mirror of the list, so changes are computed once, outside state updaters (which must stay pure).
  const messagesRef = useRef(messages);
  const readingRef = useRef<string | null>(null);
  const update = useCallback((change: (list: ChatMessage[]) => ChatMessage[]) => {
    const next = change(messagesRef.current);
    messagesRef.current = next;
    setMessages(next);
    latest.current.onMessagesChange?.(next);
  }, []);

  const send = useCallback(
    async (text: string) => {
      if (pendingRef.current || !canSendChatMessage(text, false)) return false;
      const content = meaningfulText(text)!;
      pendingRef.current = true;
      setPending(true);
      setFailed(false);
      setDraft('');
      update((list) => [...list, latest.current.createUserMessage(content)]);
      try {
        const reply = await latest.current.onSend(content);
        if (mounted.current) update((list) => [...list, reply]);
      } catch {
        if (mounted.current) {
          setFailed(true);
          setDraft((current) => current || content);
        }
      } finally {
        pendingRef.current = false;
        if (mounted.current) setPending(false);
      }
      return true;
    },
    [update],
  );

  const toggleReaction = useCallback(
    (messageId: string, reaction: ChatReaction) => {
      const target = messagesRef.current.find((message) => message.id === messageId);
      if (!target) return;
      const reactions = target.reactions ?? { helpful: false, accurate: false };
      const on = !reactions[reaction];
      update((list) =>
        list.map((message) =>
          message.id === messageId
            ? { ...message, reactions: { ...reactions, [reaction]: on } }
            : message,
        ),
      );
      latest.current.onReact?.(messageId, reaction, on);
    },
    [update],
  );

  const toggleReadAloud = useCallback(
    (messageId: string) => {
      clearTimeout(readTimer.current);
      const next = readingRef.current === messageId ? null : messageId;
      readingRef.current = next;
      setReadingId(next);
      if (next !== null) {
        readTimer.current = setTimeout(() => {
          readingRef.current = null;
          setReadingId(null);
        }, readAloudMs);
      }
    },
    [readAloudMs],
  );

  return {
    state: {
      messages,
      draft,
      pending,
      failed,
      voice,
      readingId,
      canSend: canSendChatMessage(draft, pending),
    },
    setDraft,
    send,
    toggleReaction,
    toggleReadAloud,
    toggleVoice: useCallback(() => setVoice((v) => !v), []),
  };
}
