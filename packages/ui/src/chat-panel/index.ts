export { ChatPanel, chatBubbleVariants, defaultChatPanelLabels } from './chat-panel';
export type { ChatPanelProps, ChatPanelLabels } from './chat-panel';
export { useChatPanel, visibleSuggestions } from './use-chat-panel';
export type { UseChatPanelOptions, ChatReaction } from './use-chat-panel';
