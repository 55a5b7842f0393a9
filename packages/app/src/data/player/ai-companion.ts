import {
  aiThinkingDelay,
  cannedAiReply,
  MAX_SUGGESTED_QUESTIONS,
  MAX_SUGGESTED_QUESTIONS_MOBILE,
  meaningfulText,
  simulatedDelays,
  type AiPersonality,
  type ChatMessage,
  type ConversationMode,
  type Lesson,
  type RandomSource,
} from '@lp/contract';
import * as aiCompanionMessages from '@lp/locales/en/ai-companion';
import { useMessages, type ChatPanelProps, type ChatReaction } from '@lp/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newId } from './ids';

export interface AiCompanionRequest {
  lesson: Lesson;
  /** The learner's message, already trimmed and not empty. */
  message: string;
  personality: AiPersonality;
  mode: ConversationMode;
  /** Aborted when the learner leaves the lesson or the player. */
  signal?: AbortSignal;
  /** A suggested question about a term, in the page's language ('What is {term}?'). */
  question: SuggestedQuestion;
}

/** How a suggested question about one of the lesson's terms reads in the page's language. */
export type SuggestedQuestion = (term: string) => string;

export interface AiCompanionReply {
  content: string;
  /** Follow-up questions to offer. */
  suggestions: string[];
}

/** What the player needs from an AI backend; the simulated one below stands in for a real one. */
export interface AiCompanionService {
  reply(request: AiCompanionRequest): Promise<AiCompanionReply>;
}

/** Waits `ms`, or rejects with the signal's AbortError as soon as it is aborted. */
export type Wait = (ms: number, signal?: AbortSignal) => Promise<void>;

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The reply was cancelled.', 'AbortError');

export const wait: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Suggested questions for a lesson. The spec gives none (it only caps them at 3, 4 on mobile),
 * so they come from what the simulated companion can answer: one 'What is <keyword>?' (the
 * `ai-companion` message `suggestedQuestion`, in the page's language) per keyword of the
 * lesson's canned replies, in the lesson's order, leaving out questions already asked (compared
 * without case). The keyword stays as the lesson wrote it, so the canned reply still finds it.
 */
export function lessonSuggestions(
  lesson: Pick<Lesson, 'aiReplies'>,
  question: SuggestedQuestion,
  asked: Iterable<string> = [],
): string[] {
  const done = new Set([...asked].map((text) => text.trim().toLowerCase()));
  return Object.keys(lesson.aiReplies)
    .filter((keyword) => keyword !== 'default')
    .map(question)
    .filter((question) => !done.has(question.toLowerCase()));
}

export interface SimulatedAiCompanionOptions {
  /** Drives the 1-3 s thinking time. @default Math.random */
  random?: RandomSource;
  /** @default wait (setTimeout, abortable) */
  wait?: Wait;
  /** A fixed thinking time instead of the random one (the mobile chat: 1.5 s). */
  fixedDelayMs?: number;
}

/**
 * The AI of spec 1: generated locally, no server call. It thinks for 1 to 3 s (or the fixed
 * time) and answers with the lesson's canned reply. Personality and mode would steer a real
 * model; canned replies do not depend on them.
 */
export function createSimulatedAiCompanion({
  random = Math.random,
  wait: waitFor = wait,
  fixedDelayMs,
}: SimulatedAiCompanionOptions = {}): AiCompanionService {
  return {
    async reply({ lesson, message, signal, question }) {
      await waitFor(fixedDelayMs ?? aiThinkingDelay(random), signal);
      return {
        content: cannedAiReply(lesson, message),
        suggestions: lessonSuggestions(lesson, question, [message]).slice(
          0,
          MAX_SUGGESTED_QUESTIONS_MOBILE,
        ),
      };
    },
  };
}

export interface UseAiCompanionOptions {
  /** Desktop thinks 1-3 s and offers 3 suggestions; the mobile chat 1.5 s and 4 (spec 1 §4, §9). */
  variant: 'desktop' | 'mobile';
  /** The backend. @default the simulated companion for the variant */
  service?: AiCompanionService;
  /** The playback second messages refer to (media lessons), stored in their context. */
  playbackTime?: number;
}

/** A reply is on its way in a lesson visit that has not been left. */
const isPending = (visit: AbortController | null) => visit !== null && !visit.signal.aborted;

const mobileCompanion = createSimulatedAiCompanion({
  fixedDelayMs: simulatedDelays.mobileAiThinking,
});
const desktopCompanion = createSimulatedAiCompanion();

/**
 * The AI companion conversation of one lesson (spec 1 §4-§5): a message empty after trimming is
 * ignored and so is sending while the AI is thinking; a reply that fails sets `failed` (the text
 * is not lost: ChatPanel puts it back in the box). Leaving the lesson or the player cancels a
 * pending reply, and each lesson starts its own conversation.
 *
 * Use it with ChatPanel through `chatPanelProps` (keyed by `conversationKey`, since ChatPanel
 * reads its messages only when it mounts), or drive a chat of your own with `send` and `react`.
 */
export function useAiCompanion(
  lesson: Lesson,
  { variant, service, playbackTime }: UseAiCompanionOptions,
) {
  const backend = service ?? (variant === 'mobile' ? mobileCompanion : desktopCompanion);
  const { suggestedQuestion } = useMessages(aiCompanionMessages);
  const question = useCallback<SuggestedQuestion>(
    (term) => suggestedQuestion({ term }),
    [suggestedQuestion],
  );
  const maxSuggestions =
    variant === 'mobile' ? MAX_SUGGESTED_QUESTIONS_MOBILE : MAX_SUGGESTED_QUESTIONS;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [thinking, setThinking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [personality, setPersonality] = useState<AiPersonality>('helpful');
  const [mode, setMode] = useState<ConversationMode>('chat');

  // A new lesson starts a new conversation (reset while rendering, so no stale frame shows).
  const [conversationKey, setConversationKey] = useState(lesson.id);
  if (conversationKey !== lesson.id) {
    setConversationKey(lesson.id);
    setMessages([]);
    setThinking(false);
    setFailed(false);
  }

  const latest = useRef({ lesson, backend, personality, mode, playbackTime, question });
  useEffect(() => {
    latest.current = { lesson, backend, personality, mode, playbackTime, question };
  });

  // One abort scope per lesson visit: leaving the lesson (or the player) cancels its replies.
  const scope = useRef<AbortController | null>(null);
  const pendingIn = useRef<AbortController | null>(null);
  useEffect(() => {
    const lessonScope = new AbortController();
    scope.current = lessonScope;
    return () => lessonScope.abort();
  }, [lesson.id]);

  const context = useCallback((): NonNullable<ChatMessage['context']> => {
    const { lesson: current, playbackTime: at } = latest.current;
    return at === undefined
      ? { lessonId: current.id, type: current.type }
      : { lessonId: current.id, timestamp: at, type: current.type };
  }, []);

  /** The AI's answer to `text` (ChatPanel's `onSend`); rejects when it fails or is cancelled. */
  const respond = useCallback(
    async (text: string): Promise<ChatMessage> => {
      const content = meaningfulText(text);
      const current = scope.current;
      if (content === null || current === null || current.signal.aborted)
        throw new Error('There is nothing to send.');
      if (isPending(pendingIn.current))
        throw new Error('The AI is still answering the previous message.');
      pendingIn.current = current;
      setThinking(true);
      setFailed(false);
      const {
        lesson: asked,
        backend: ai,
        personality: tone,
        mode: style,
        question: ask,
      } = latest.current;
      try {
        const reply = await ai.reply({
          lesson: asked,
          message: content,
          personality: tone,
          mode: style,
          signal: current.signal,
          question: ask,
        });
        // A backend that ignores the signal must still not answer into another lesson.
        if (current.signal.aborted) throw abortReason(current.signal);
        return {
          id: newId(),
          type: 'ai',
          content: reply.content,
          timestamp: new Date().toISOString(),
          context: context(),
          reactions: { helpful: false, accurate: false },
          suggestions: reply.suggestions,
        };
      } catch (error) {
        if (!current.signal.aborted) setFailed(true);
        throw error;
      } finally {
        if (pendingIn.current === current) pendingIn.current = null;
        if (!current.signal.aborted) setThinking(false);
      }
    },
    [context],
  );

  /** Sends a message and adds the reply; false when it was ignored (empty, or AI thinking). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = meaningfulText(text);
      const current = scope.current;
      if (content === null || current === null || isPending(pendingIn.current)) return false;
      const question: ChatMessage = {
        id: newId(),
        type: 'user',
        content,
        timestamp: new Date().toISOString(),
        context: context(),
      };
      setMessages((list) => [...list, question]);
      try {
        const answer = await respond(content);
        if (!current.signal.aborted) setMessages((list) => [...list, answer]);
      } catch {
        // `failed` already tells the chat; a cancelled reply needs nothing.
      }
      return true;
    },
    [context, respond],
  );

  const react = useCallback((messageId: string, reaction: ChatReaction) => {
    setMessages((list) =>
      list.map((message) => {
        if (message.id !== messageId) return message;
        const reactions = message.reactions ?? { helpful: false, accurate: false };
        return { ...message, reactions: { ...reactions, [reaction]: !reactions[reaction] } };
      }),
    );
  }, []);

  const suggestions = useMemo(
    () =>
      lessonSuggestions(
        lesson,
        question,
        messages.filter((message) => message.type === 'user').map((message) => message.content),
      ).slice(0, maxSuggestions),
    [lesson, question, messages, maxSuggestions],
  );

  const chatPanelProps = {
    initialMessages: messages,
    onSend: respond,
    onMessagesChange: setMessages,
    suggestions,
    maxSuggestions,
  } satisfies Partial<ChatPanelProps>;

  return {
    messages,
    thinking,
    failed,
    send,
    respond,
    react,
    personality,
    setPersonality,
    mode,
    setMode,
    suggestions,
    conversationKey,
    chatPanelProps,
  };
}

export type AiCompanion = ReturnType<typeof useAiCompanion>;
