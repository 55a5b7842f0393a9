import { MAX_SUGGESTED_QUESTIONS, type ChatMessage } from '@lp/contract';
import * as chatPanelMessages from '@lp/locales/en/ui-chat-panel';
import en from '@lp/locales/en/ui-chat-panel';
import { cva } from 'class-variance-authority';
import { useEffect, useId, useMemo, useRef, type ComponentProps } from 'react';
import { Button } from '../button';
import { useMessages } from '../i18n';
import { Check, Mic, Send, ThumbsUp, Volume2 } from '../icon';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';
import { useChatPanel, visibleSuggestions, type UseChatPanelOptions } from './use-chat-panel';
import { useTypedTextKept } from '../lib/use-typed-text-kept';

export const chatBubbleVariants = cva(
  'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
  {
    variants: {
      from: {
        user: 'self-end bg-primary text-on-primary',
        ai: 'self-start border border-border bg-surface-raised text-text',
      },
    },
    defaultVariants: { from: 'ai' },
  },
);

/** Texts of the chat; 'AI is thinking...' is the spec's. */
export interface ChatPanelLabels {
  /** The panel's accessible name. @default 'AI mentor' */
  title: string;
  /** The message list's name. @default 'Conversation' */
  log: string;
  /** @default 'AI is thinking...' */
  thinking: string;
  /** The text box label (visually hidden). @default 'Message' */
  message: string;
  /** @default 'Ask a question...' */
  placeholder: string;
  /** @default 'Send message' */
  send: string;
  /** @default 'Voice input' */
  voice: string;
  /** @default 'Read aloud' */
  readAloud: string;
  /** @default 'Helpful' */
  helpful: string;
  /** @default 'Accurate' */
  accurate: string;
  /** @default 'Suggested questions' */
  suggestions: string;
  /** Shown before the first message. @default 'Ask anything about this lesson.' */
  empty: string;
  /** Shown when the reply failed; the text stays in the box. @default 'The reply could not be loaded. Please try again.' */
  failed: string;
  /** Who said it, for screen readers. @default { user: 'You', ai: 'AI mentor' } */
  speakers: { user: string; ai: string };
  /** Who said a message, before it, for screen readers. @default (speaker) => `${speaker}: ` */
  speakerOf: (speaker: string) => string;
}

function chatPanelLabelsOf(text: typeof en): ChatPanelLabels {
  return {
    title: text.title,
    log: text.log,
    thinking: text.thinking,
    message: text.message,
    placeholder: text.placeholder,
    send: text.send,
    voice: text.voice,
    readAloud: text.readAloud,
    helpful: text.helpful,
    accurate: text.accurate,
    suggestions: text.suggestions,
    empty: text.empty,
    failed: text.failed,
    speakers: { user: text.speakerUser, ai: text.speakerAi },
    speakerOf: (speaker) => text.speakerOf({ speaker }),
  };
}

export const defaultChatPanelLabels: ChatPanelLabels = chatPanelLabelsOf(en);

/** The chat's texts in the tree's language. */
export function useChatPanelLabels(): ChatPanelLabels {
  const text = useMessages(chatPanelMessages);
  return useMemo(() => chatPanelLabelsOf(text), [text]);
}

export interface ChatPanelProps
  extends Omit<ComponentProps<'section'>, 'children' | 'onChange'>, UseChatPanelOptions {
  /** Suggested questions; pressing one sends it. @default [] */
  suggestions?: readonly string[];
  /** How many suggestions show (spec 1 §9: 3, 4 in the mobile chat). @default 3 */
  maxSuggestions?: number;
  /** Texts, merged over the defaults. @default defaultChatPanelLabels */
  labels?: Partial<ChatPanelLabels>;
  /** Grows to fill a flex column (at least 24 rem tall) instead of its own 32 rem. @default false */
  fill?: boolean;
}

const toggleClass = 'data-[pressed=true]:bg-primary-subtle data-[pressed=true]:text-text';

/** The AI companion chat of the lesson player (spec 1 §4-§5): messages, reactions, suggestions, voice and read-aloud toggles. */
export function ChatPanel({
  initialMessages,
  onSend,
  onMessagesChange,
  onReact,
  readAloudMs,
  createUserMessage,
  suggestions = [],
  maxSuggestions = MAX_SUGGESTED_QUESTIONS,
  labels: labelsProp,
  fill = false,
  className,
  ...props
}: ChatPanelProps) {
  const labels = { ...useChatPanelLabels(), ...labelsProp };
  const chat = useChatPanel({
    initialMessages,
    onSend,
    onMessagesChange,
    onReact,
    readAloudMs,
    createUserMessage,
  });
  const { state } = chat;
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fieldRef = useTypedTextKept(inputRef);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.pending]);

  const shown = visibleSuggestions(suggestions, maxSuggestions);

  return (
    <section
      data-slot="chat-panel"
      data-pending={state.pending}
      aria-label={labels.title}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 text-text',
        fill ? 'h-auto min-h-[24rem] flex-1' : 'h-[32rem] min-h-0',
        className,
      )}
      {...props}
    >
      <div
        ref={logRef}
        role="log"
        aria-label={labels.log}
        data-slot="chat-log"
        tabIndex={0}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto rounded-md p-1 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {state.messages.length === 0 && (
          <p className="m-auto text-sm text-text-muted">{labels.empty}</p>
        )}
        {state.messages.map((message: ChatMessage) => {
          const from = message.type;
          const reading = state.readingId === message.id;
          return (
            <article
              key={message.id}
              data-slot="chat-message"
              data-from={from}
              className="flex flex-col gap-1"
            >
              <div className={chatBubbleVariants({ from })}>
                <span className="sr-only">{labels.speakerOf(labels.speakers[from])}</span>
                {/* A message keeps its own language's direction (an English answer in an Arabic page). */}
                <bdi className="block">{message.content}</bdi>
              </div>
              {from === 'ai' && (
                <div data-slot="chat-message-actions" className="flex flex-wrap gap-1 self-start">
                  {(['helpful', 'accurate'] as const).map((reaction) => {
                    const on = message.reactions?.[reaction] ?? false;
                    return (
                      <Button
                        key={reaction}
                        size="xs"
                        variant="quiet"
                        aria-pressed={on}
                        data-pressed={on}
                        className={toggleClass}
                        onClick={() => chat.toggleReaction(message.id, reaction)}
                      >
                        {reaction === 'helpful' ? (
                          <ThumbsUp aria-hidden="true" />
                        ) : (
                          <Check aria-hidden="true" />
                        )}
                        {labels[reaction]}
                      </Button>
                    );
                  })}
                  <Button
                    size="xs"
                    variant="quiet"
                    aria-pressed={reading}
                    data-pressed={reading}
                    className={toggleClass}
                    onClick={() => chat.toggleReadAloud(message.id)}
                  >
                    <Volume2 aria-hidden="true" />
                    {labels.readAloud}
                  </Button>
                </div>
              )}
            </article>
          );
        })}
      </div>
      <div role="status" data-slot="chat-status" className="min-h-5 text-sm">
        {state.pending ? (
          <span className="inline-flex items-center gap-2 text-text-muted">
            <Spinner />
            {labels.thinking}
          </span>
        ) : state.failed ? (
          <span className="text-danger">{labels.failed}</span>
        ) : null}
      </div>
      {shown.length > 0 && (
        <div data-slot="chat-suggestions" className="grid gap-1">
          <p id={`${id}-suggestions`} className="text-xs font-medium text-text-muted">
            {labels.suggestions}
          </p>
          <ul aria-labelledby={`${id}-suggestions`} className="flex flex-wrap gap-2">
            {shown.map((question) => (
              <li key={question}>
                <Button
                  size="sm"
                  variant="outline"
                  wrap
                  disabled={state.pending}
                  className="text-start"
                  dir="auto"
                  onClick={() => void chat.send(question)}
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        data-slot="chat-composer"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void chat.send(state.draft);
          inputRef.current?.focus();
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {labels.message}
        </label>
        <textarea
          ref={fieldRef}
          id={`${id}-input`}
          rows={1}
          value={state.draft}
          placeholder={labels.placeholder}
          onChange={(event) => chat.setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (and composing text is left alone).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-text placeholder:text-text-muted focus-visible:outline-2 focus-visible:outline-ring forced-colors:border-[ButtonText]"
        />
        <Button
          size="icon"
          variant="outline"
          aria-label={labels.voice}
          aria-pressed={state.voice}
          data-pressed={state.voice}
          className="data-[pressed=true]:bg-primary-subtle"
          onClick={chat.toggleVoice}
        >
          <Mic aria-hidden="true" />
        </Button>
        <Button type="submit" size="icon" aria-label={labels.send} disabled={!state.canSend}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  );
}
