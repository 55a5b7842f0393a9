import {
  MAX_SUGGESTED_QUESTIONS,
  MAX_SUGGESTED_QUESTIONS_MOBILE,
  MIN_SELECTED_TEXT_LENGTH,
  type SuggestedQuestion,
} from '@lp/contract';

export type AiCompanionVariant = 'desktop' | 'mobile';

/**
 * The selected text the mobile chat offers to ask about (spec 1 §5): only on mobile, and only
 * when it is longer than 10 characters. Surrounding whitespace does not count (a double-click
 * often selects a trailing space); null when nothing is offered.
 */
export function offeredSelection(
  selectedText: string | undefined,
  variant: AiCompanionVariant,
): string | null {
  if (variant !== 'mobile' || !selectedText) return null;
  const text = selectedText.trim();
  return text.length > MIN_SELECTED_TEXT_LENGTH ? text : null;
}

/** How many suggested questions show (spec 1 §9): at most 3, or 4 in the mobile chat. */
export function suggestionLimit(variant: AiCompanionVariant): number {
  return variant === 'mobile' ? MAX_SUGGESTED_QUESTIONS_MOBILE : MAX_SUGGESTED_QUESTIONS;
}

/** The texts of suggested questions, whether given as contract entities or as plain strings. */
export function suggestionTexts(suggestions: readonly (string | SuggestedQuestion)[]): string[] {
  return suggestions.map((suggestion) =>
    typeof suggestion === 'string' ? suggestion : suggestion.content,
  );
}
