export type ConfidenceLevel = 'high' | 'medium' | 'low';
export type ConfidenceColor = 'green' | 'yellow' | 'red';

/** Spec 1 §9: above 0.9 green (high), above 0.8 yellow (medium), otherwise red (low). */
export function confidenceBand(confidence: number): {
  level: ConfidenceLevel;
  color: ConfidenceColor;
} {
  if (confidence > 0.9) return { level: 'high', color: 'green' };
  if (confidence > 0.8) return { level: 'medium', color: 'yellow' };
  return { level: 'low', color: 'red' };
}

/** A note preview shows the first 100 characters (spec 1 §9). */
export const NOTE_PREVIEW_LENGTH = 100;

export function notePreview(content: string): string {
  return content.length > NOTE_PREVIEW_LENGTH
    ? `${content.slice(0, NOTE_PREVIEW_LENGTH)}…`
    : content;
}
