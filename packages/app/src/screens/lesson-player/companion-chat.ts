import type { AiCompanion } from '../../data/player';

/** The chat props AiCompanion takes from the AI hook; it works out the suggestion limit from its variant. */
export function companionChat({ chatPanelProps }: AiCompanion) {
  const { maxSuggestions: _fromVariant, ...chat } = chatPanelProps;
  return chat;
}
