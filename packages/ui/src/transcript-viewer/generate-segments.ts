import type { TranscriptSegment } from '@lp/contract';

const speakers = ['Dr. Sarah Chen', 'Prof. Amir Haddad', 'Lena Okafor'];
const importances = ['high', 'medium', 'low'] as const;
const categories = ['concept', 'example', 'definition', 'instruction'] as const;
const phrases = [
  'Anomaly detection learns what normal network traffic looks like.',
  'For example, a login from a new country at three in the morning stands out.',
  'A false positive is an alert raised for harmless behaviour.',
  'Open the lab notebook and run the first cell before continuing.',
  'Supervised models need labelled incidents to learn from.',
  'Phishing e-mails remain the most common way into an organisation.',
  'Feature engineering turns raw logs into signals a model can use.',
  'Pause the video here and sketch the pipeline we just described.',
];

/**
 * A long, deterministic transcript for stories, tests and the benchmark: `count` segments of
 * 6 seconds each, cycling speakers, importances, categories, phrases and confidences.
 */
export function generateTranscriptSegments(count: number): TranscriptSegment[] {
  const segments = new Array<TranscriptSegment>(count);
  for (let i = 0; i < count; i++) {
    segments[i] = {
      id: `generated-${i}`,
      startTime: i * 6,
      endTime: i * 6 + 6,
      text: `${phrases[i % phrases.length]} (part ${i + 1})`,
      speaker: speakers[i % speakers.length]!,
      confidence: [0.97, 0.86, 0.72, 0.93][i % 4]!,
      keywords: [],
      importance: importances[i % importances.length]!,
      category: categories[(i >> 1) % categories.length]!,
    };
  }
  return segments;
}
