import {
  AI_PERSONALITIES,
  CONVERSATION_MODES,
  type AiPersonality,
  type ChatMessage,
  type ConversationMode,
  type SuggestedQuestion,
} from '@lp/contract';
import {
  Button,
  ChatPanel,
  Select,
  SelectItem,
  cn,
  type ChatPanelLabels,
  type UseChatPanelOptions,
  useMessages,
} from '@lp/ui';
import * as aiCompanionMessages from '@lp/locales/en/ai-companion';
import { X } from '@lp/ui/icons';
import { useCallback, useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import {
  offeredSelection,
  suggestionLimit,
  suggestionTexts,
  type AiCompanionVariant,
} from './ai-companion-rules';
import { sendThroughComposer } from './send-through-composer';

/** Every text of the companion. The spec names none of them; the chat's own are ChatPanel's. */
export interface AiCompanionLabels {
  /** The panel's heading and the chat's accessible name. @default 'AI Learning Companion' */
  title: string;
  /** The close button's name. @default 'Close AI companion' */
  close: string;
  /** @default 'Personality' */
  personality: string;
  /** @default 'Conversation mode' */
  mode: string;
  /** @default { helpful: 'Helpful', socratic: 'Socratic', encouraging: 'Encouraging', analytical: 'Analytical' } */
  personalities: Record<AiPersonality, string>;
  /** @default { chat: 'Chat', tutor: 'Tutor', 'study-buddy': 'Study buddy', 'quiz-master': 'Quiz master' } */
  modes: Record<ConversationMode, string>;
  /** The caption over the offered selection. @default 'Selected text' */
  selection: string;
  /** @default 'Ask about selection' */
  askAboutSelection: string;
  /** The message sent about a selection. @default text => `Can you explain this: "${text}"` */
  selectionQuestion: (text: string) => string;
  /** Texts of the chat itself (its title defaults to `title`). @default ChatPanel's */
  chat?: Partial<ChatPanelLabels>;
}

type AiCompanionMessages = typeof aiCompanionMessages.default;

/** The companion's texts from a language's messages (the `ai-companion` namespace). */
function labelsFrom(m: AiCompanionMessages): AiCompanionLabels {
  return {
    title: m.title,
    close: m.close,
    personality: m.personality,
    mode: m.mode,
    personalities: {
      helpful: m.personalityHelpful,
      socratic: m.personalitySocratic,
      encouraging: m.personalityEncouraging,
      analytical: m.personalityAnalytical,
    },
    modes: {
      chat: m.modeChat,
      tutor: m.modeTutor,
      'study-buddy': m.modeStudyBuddy,
      'quiz-master': m.modeQuizMaster,
    },
    selection: m.selection,
    askAboutSelection: m.askAboutSelection,
    selectionQuestion: (text) => m.selectionQuestion({ text }),
  };
}

export const defaultAiCompanionLabels: AiCompanionLabels = labelsFrom(aiCompanionMessages.default);

/** The companion's texts in the tree's language, with a deployment's overrides on top. */
export function useAiCompanionLabels(overrides?: Partial<AiCompanionLabels>): AiCompanionLabels {
  const messages = useMessages(aiCompanionMessages);
  const labels = useMemo(() => labelsFrom(messages), [messages]);
  return overrides ? { ...labels, ...overrides } : labels;
}

export interface AiCompanionProps
  extends Omit<ComponentProps<'div'>, 'children' | 'title' | 'onChange'>, UseChatPanelOptions {
  /** The AI personality (spec 1 §9: helpful, socratic, encouraging, analytical). */
  personality: AiPersonality;
  onPersonalityChange: (personality: AiPersonality) => void;
  /** The conversation mode (spec 1 §9: chat, tutor, study-buddy, quiz-master). */
  mode: ConversationMode;
  onModeChange: (mode: ConversationMode) => void;
  /** Suggested questions, in the order to show; pressing one sends it. At most 3 show, 4 on mobile. @default [] */
  suggestions?: readonly (string | SuggestedQuestion)[];
  /** Desktop side panel, or the mobile chat (4 suggestions, the selection offer). @default 'desktop' */
  variant?: AiCompanionVariant;
  /** Text the learner selected in the lesson; the mobile chat offers to ask about it when it is longer than 10 characters. */
  selectedText?: string;
  /** Closes the panel; without it no close button shows. */
  onClose?: () => void;
  /** Shows the heading (a Sheet shows its own title instead). @default true */
  showTitle?: boolean;
  /** Texts, merged over the defaults. @default defaultAiCompanionLabels */
  labels?: Partial<AiCompanionLabels>;
}

function isPersonality(value: string): value is AiPersonality {
  return (AI_PERSONALITIES as readonly string[]).includes(value);
}
function isMode(value: string): value is ConversationMode {
  return (CONVERSATION_MODES as readonly string[]).includes(value);
}

/**
 * The lesson player's AI companion (spec 1 §2.7, §4-§5, §9): a heading with a close button, the
 * personality and conversation-mode choices, the selection offer of the mobile chat, and the
 * chat itself (ChatPanel). It only renders: the app produces the replies and their timing.
 */
export function AiCompanion({
  personality,
  onPersonalityChange,
  mode,
  onModeChange,
  suggestions = [],
  variant = 'desktop',
  selectedText,
  onClose,
  showTitle = true,
  labels: labelsProp,
  initialMessages,
  onSend,
  onMessagesChange,
  onReact,
  readAloudMs,
  createUserMessage,
  className,
  ...props
}: AiCompanionProps) {
  const labels = useAiCompanionLabels(labelsProp);
  const id = useId();
  const chatRef = useRef<HTMLElement>(null);
  const selection = offeredSelection(selectedText, variant);

  // The chat keeps its own pending state; this mirror only disables the selection offer meanwhile.
  const [thinking, setThinking] = useState(false);
  const send = useCallback(
    async (text: string): Promise<ChatMessage> => {
      setThinking(true);
      try {
        return await onSend(text);
      } finally {
        setThinking(false);
      }
    },
    [onSend],
  );

  return (
    <div
      data-slot="ai-companion"
      data-variant={variant}
      className={cn('flex min-h-0 flex-col gap-3 text-text', className)}
      {...props}
    >
      {(showTitle || onClose) && (
        <div data-slot="ai-companion-header" className="flex items-center justify-between gap-2">
          {showTitle && (
            <h2 id={`${id}-title`} className="text-lg font-semibold text-text">
              {labels.title}
            </h2>
          )}
          {onClose && (
            <Button
              size="icon"
              variant="ghost"
              aria-label={labels.close}
              className="ms-auto"
              onClick={onClose}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      )}

      <div data-slot="ai-companion-settings" className="grid grid-cols-2 gap-2">
        <Select
          label={labels.personality}
          size="sm"
          value={personality}
          onValueChange={(value) => {
            if (isPersonality(value)) onPersonalityChange(value);
          }}
        >
          {AI_PERSONALITIES.map((value) => (
            <SelectItem key={value} value={value}>
              {labels.personalities[value]}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={labels.mode}
          size="sm"
          value={mode}
          onValueChange={(value) => {
            if (isMode(value)) onModeChange(value);
          }}
        >
          {CONVERSATION_MODES.map((value) => (
            <SelectItem key={value} value={value}>
              {labels.modes[value]}
            </SelectItem>
          ))}
        </Select>
      </div>

      {selection && (
        <figure
          data-slot="ai-companion-selection"
          className="flex flex-col gap-2 rounded-md border border-border bg-surface-sunken p-3"
        >
          <figcaption className="text-xs font-medium text-text-muted">
            {labels.selection}
          </figcaption>
          <blockquote className="line-clamp-3 border-s-2 border-primary ps-2 text-sm text-text italic">
            {selection}
          </blockquote>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={thinking}
            onClick={() =>
              sendThroughComposer(chatRef.current, labels.selectionQuestion(selection))
            }
          >
            {labels.askAboutSelection}
          </Button>
        </figure>
      )}

      <ChatPanel
        ref={chatRef}
        initialMessages={initialMessages}
        onSend={send}
        onMessagesChange={onMessagesChange}
        onReact={onReact}
        readAloudMs={readAloudMs}
        createUserMessage={createUserMessage}
        suggestions={suggestionTexts(suggestions)}
        maxSuggestions={suggestionLimit(variant)}
        labels={{ title: labels.title, ...labels.chat }}
        fill
      />
    </div>
  );
}
